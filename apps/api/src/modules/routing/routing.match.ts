import type { LeadSource, RoutingRule } from '@crm/contracts';

/** What the rules look at in a lead. */
export interface LeadFacts {
  intakeSourceId: string | null;
  campaignId: string | null;
  source: LeadSource;
  interest: string;
  budget: number | null;
  language: 'ar' | 'en';
}

/** A lead's language, read from its name: Arabic letters make it Arabic. */
export const languageOf = (name: string): 'ar' | 'en' => (/[\u0600-\u06FF]/.test(name) ? 'ar' : 'en');

/** Whether a rule's match fits: every criterion it names holds (an empty match fits every lead: a default rule). */
export function ruleMatches(match: RoutingRule['match'], lead: LeadFacts): boolean {
  const within = (list: readonly string[], value: string | null) =>
    list.length === 0 || (value !== null && list.includes(value));
  if (!within(match.intakeSourceIds, lead.intakeSourceId)) return false;
  if (!within(match.campaignIds, lead.campaignId)) return false;
  if (!within(match.sources, lead.source)) return false;
  if (!within(match.interests, lead.interest || null)) return false;
  if (!within(match.languages, lead.language)) return false;
  if (match.budgetMin !== null && (lead.budget === null || lead.budget < match.budgetMin)) return false;
  if (match.budgetMax !== null && (lead.budget === null || lead.budget > match.budgetMax)) return false;
  return true;
}

/** The first rule that fits, in order. */
export const firstMatchingRule = <R extends Pick<RoutingRule, 'match'>>(
  rules: readonly R[],
  lead: LeadFacts,
): R | null => rules.find((rule) => ruleMatches(rule.match, lead)) ?? null;
