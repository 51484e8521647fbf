import { Types } from 'mongoose';
import type { RoutingDryRun, RoutingRulesBody } from '@crm/contracts';
import { assignByRouting, LeadModel, markUnrouted, type FirstContactSla } from '../leads';
import { decide, type DryRunState } from './routing.decide';
import { firstMatchingRule, languageOf, type LeadFacts } from './routing.match';
import { readRules, type StoredRule } from './routing.rules';

/** What routing needs from the configuration. */
export interface RoutingSettings {
  sla: FirstContactSla;
  timeZone: string;
}

interface StoredLeadFacts {
  _id: Types.ObjectId;
  name: string;
  source?: string;
  campaignId?: Types.ObjectId | null;
  teamId?: Types.ObjectId | null;
  propertyInterest?: string;
  budget?: number | null;
  arrival?: { source?: { _id?: Types.ObjectId } } | null;
}

const FACT_FIELDS = {
  name: 1,
  source: 1,
  campaignId: 1,
  teamId: 1,
  propertyInterest: 1,
  budget: 1,
  'arrival.source._id': 1,
};

const factsOf = (lead: StoredLeadFacts): LeadFacts => ({
  intakeSourceId: lead.arrival?.source?._id ? String(lead.arrival.source._id) : null,
  campaignId: lead.campaignId ? String(lead.campaignId) : null,
  source: lead.source === 'Campaign' ? 'Campaign' : 'Organic',
  interest: lead.propertyInterest ?? '',
  budget: lead.budget ?? null,
  language: languageOf(lead.name),
});

/** The team an unrouted lead waits with: its own, else the rule's only team. */
const waitingTeamOf = (lead: StoredLeadFacts, rule: StoredRule | null) =>
  lead.teamId ?? (rule?.assign.teamIds.length === 1 ? new Types.ObjectId(rule.assign.teamIds[0]) : null);

/**
 * Routes one unassigned lead by the agency's rules: the first rule that fits gives it to one of its
 * eligible people (why is kept on the lead and in its history; the assignee is told and the
 * speed-to-lead clock starts); nobody eligible, or no rule fitting, leaves it waiting with its team,
 * and its Supervisors (else the Admins) are told why. No rules at all: routing is off.
 */
export async function routeLead(leadId: Types.ObjectId, settings: RoutingSettings, now = new Date()) {
  const { rules } = await readRules();
  if (rules.length === 0) return;
  const lead = await LeadModel.findOne({ _id: leadId, deletedAt: null, assignedTo: null })
    .select(FACT_FIELDS)
    .lean<StoredLeadFacts>();
  if (!lead) return;
  const rule = firstMatchingRule(rules, factsOf(lead));
  if (!rule) {
    await markUnrouted(lead, { rule: null, reason: 'no rule fits this lead' }, waitingTeamOf(lead, null));
    return;
  }
  const decision = await decide(rule, settings.sla, settings.timeZone, now);
  const routing = { rule: rule.name, reason: decision.reason, ruleId: rule._id };
  if (!decision.assignee) {
    await markUnrouted(lead, routing, waitingTeamOf(lead, rule));
    return;
  }
  await assignByRouting(lead._id, decision.assignee, routing, settings.sla, { rerouteLeft: rule.rerouteTimes }, now);
}

/** Where each of the last 100 leads would have gone under `body`'s rules; nothing is written, no turn taken. */
export async function dryRun(
  body: RoutingRulesBody,
  settings: RoutingSettings,
  now = new Date(),
): Promise<RoutingDryRun> {
  const rules = body.rules.map((rule) => ({ ...rule, _id: rule._id ?? new Types.ObjectId().toHexString() }));
  const leads = await LeadModel.find({ deletedAt: null })
    .sort({ createdAt: -1 })
    .limit(100)
    .select(FACT_FIELDS)
    .lean<StoredLeadFacts[]>();
  const states = new Map<string, DryRunState>();
  const items: RoutingDryRun['items'] = [];
  for (const lead of leads) {
    const rule = firstMatchingRule(rules, factsOf(lead));
    const item = { lead: { _id: String(lead._id), name: lead.name } };
    if (!rule) {
      items.push({ ...item, rule: null, assignee: null, reason: 'no rule fits this lead' });
      continue;
    }
    const state = states.get(rule._id) ?? { turn: 0, taken: new Map() };
    states.set(rule._id, state);
    const decision = await decide(rule, settings.sla, settings.timeZone, now, { dryRun: state });
    state.turn += 1;
    items.push({
      ...item,
      rule: rule.name,
      assignee: decision.assignee ? { _id: String(decision.assignee._id), name: decision.assignee.name } : null,
      reason: decision.reason,
    });
  }
  return { items };
}
