import type { LeadSource, RoutingRule } from '@crm/contracts';
import { LEAD_LANGUAGES, ROUTING_STRATEGIES } from '@crm/contracts';

type Language = (typeof LEAD_LANGUAGES)[number];
type Strategy = (typeof ROUTING_STRATEGIES)[number];

/** The rule dialog's values: the rule's own shape, numbers as typed ('' for none). */
export interface RuleFormValues {
  name: string;
  match: {
    intakeSourceIds: string[];
    campaignIds: string[];
    sources: LeadSource[];
    interests: string[];
    budgetMin: string;
    budgetMax: string;
    languages: Language[];
  };
  assign: {
    userIds: string[];
    teamIds: string[];
    strategy: Strategy;
    /** Per chosen person, their turns of the rotation as typed ('' or 1: one turn). */
    weights: Record<string, string>;
    dailyCap: string;
    workingHoursOnly: boolean;
  };
  rerouteTimes: string;
}

const typed = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** '' is "none"; anything else is read as a number (a typo stays NaN, which the schema refuses). */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim().replace(/,/g, '')));

export const emptyRule = (): RuleFormValues => ({
  name: '',
  match: {
    intakeSourceIds: [],
    campaignIds: [],
    sources: [],
    interests: [],
    budgetMin: '',
    budgetMax: '',
    languages: [],
  },
  assign: { userIds: [], teamIds: [], strategy: 'round_robin', weights: {}, dailyCap: '', workingHoursOnly: false },
  rerouteTimes: '0',
});

export function toFormValues(rule: RoutingRule): RuleFormValues {
  const { match, assign } = rule;
  return {
    name: rule.name,
    match: { ...match, budgetMin: typed(match.budgetMin), budgetMax: typed(match.budgetMax) },
    assign: {
      ...assign,
      weights: Object.fromEntries(Object.entries(assign.weights).map(([id, w]) => [id, String(w)])),
      dailyCap: typed(assign.dailyCap),
    },
    rerouteTimes: String(rule.rerouteTimes),
  };
}

/** What the rule dialog sends: weights only for people still chosen, and only when not the default 1. */
export function toRule(values: RuleFormValues, _id?: string) {
  const { match, assign } = values;
  const weights: Record<string, number> = {};
  for (const id of assign.userIds) {
    const weight = numberOrNull(assign.weights[id] ?? '');
    if (weight !== null && weight !== 1) weights[id] = weight;
  }
  return {
    ...(_id ? { _id } : {}),
    name: values.name,
    match: { ...match, budgetMin: numberOrNull(match.budgetMin), budgetMax: numberOrNull(match.budgetMax) },
    assign: { ...assign, weights, dailyCap: numberOrNull(assign.dailyCap) },
    rerouteTimes: numberOrNull(values.rerouteTimes) ?? 0,
  };
}

/** A rule that asks nothing of a lead: it catches every lead the rules above it leave. */
export const catchesAll = ({ match }: Pick<RoutingRule, 'match'>) =>
  match.intakeSourceIds.length + match.campaignIds.length + match.sources.length + match.interests.length === 0 &&
  match.languages.length === 0 &&
  match.budgetMin === null &&
  match.budgetMax === null;
