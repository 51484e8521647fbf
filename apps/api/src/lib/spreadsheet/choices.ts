/** How a cell is compared with a value or label: case, spaces, underscores and hyphens do not count. */
const keyOf = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

/**
 * Reads a cell as one of a fixed set of values (a status, a role, a type), written as the value or
 * as one of its labels: "FollowUp", "follow up" and "Follow-up" alike, "under_negotiation" and
 * "Under negotiation" alike. Undefined when it is none of them (the row's error says so).
 */
export function choiceReader<T extends string>(
  values: readonly T[],
  labels: Partial<Record<T, readonly string[]>> = {},
) {
  const byKey = new Map<string, T>();
  for (const value of values) {
    byKey.set(keyOf(value), value);
    for (const label of labels[value] ?? []) byKey.set(keyOf(label), value);
  }
  return (text: string): T | undefined => byKey.get(keyOf(text));
}
