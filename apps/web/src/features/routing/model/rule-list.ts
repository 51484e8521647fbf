import type { RoutingRule } from '@crm/contracts';

/** A rule on the screen: `key` tells cards apart before a new rule has its server id. */
export interface DraftRule {
  key: string;
  rule: RoutingRule;
}

/** The list with the rule at `index` one place earlier (-1) or later (+1); unchanged at either end. */
export function moveRule<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/** The rules and the switch as the server keeps them, to tell whether the screen holds unsaved changes. */
export const sameRules = (
  a: { rules: readonly RoutingRule[]; routeManualLeads: boolean },
  b: { rules: readonly RoutingRule[]; routeManualLeads: boolean },
) => a.routeManualLeads === b.routeManualLeads && JSON.stringify(a.rules) === JSON.stringify(b.rules);
