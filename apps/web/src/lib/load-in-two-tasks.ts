/**
 * Loads `first`, lets the browser run what is waiting (a tap, a frame), then loads `then`.
 * Evaluating a module graph is one task nothing can interrupt: split where a screen's graph has a
 * heavy part of its own (the schemas its URL state reads with, about a third of its start-up
 * script), a phone answers a tap between two shorter tasks instead of after one long one.
 */
export async function loadInTwoTasks<T>(first: () => Promise<unknown>, then: () => Promise<T>): Promise<T> {
  await first();
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  return then();
}
