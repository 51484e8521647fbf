import { matchKey } from '@crm/contracts';

/**
 * Reads a cell as one of a fixed set of values (a status, a role, a type), written as the value or
 * as one of its labels, in English or Arabic: "FollowUp", "follow up", "Follow-up" and "متابعة"
 * alike; "under_negotiation", "Under negotiation" and "قيد التفاوض" alike (compared by `matchKey`).
 * Undefined when it is none of them (the row's error says so).
 */
export function choiceReader<T extends string>(
  values: readonly T[],
  ...labelSets: Partial<Record<T, readonly string[]>>[]
) {
  const byKey = new Map<string, T>();
  for (const value of values) {
    byKey.set(matchKey(value), value);
    for (const labels of labelSets) for (const label of labels[value] ?? []) byKey.set(matchKey(label), value);
  }
  return (text: string): T | undefined => byKey.get(matchKey(text));
}
