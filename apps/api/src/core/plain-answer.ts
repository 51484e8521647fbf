/** Answers their handler built of JSON values only (see `plainAnswer`). */
const PLAIN = new WeakSet<object>();

/**
 * Marks an answer built of JSON values only: strings, numbers, booleans, null, arrays and plain
 * objects, ids and dates already strings (a read's lean documents mapped field by field). Its route
 * then skips serialising it to JSON and back before the contract parses it (mount-route.ts); the
 * parse itself still runs, so every key the contract does not declare is still dropped, and a Date
 * or ObjectId left in an id or date field fails it (a logged 500, never a wrong answer).
 */
export function plainAnswer<T extends object>(answer: T): T {
  PLAIN.add(answer);
  return answer;
}

export const isPlainAnswer = (answer: unknown): boolean =>
  typeof answer === 'object' && answer !== null && PLAIN.has(answer);
