import { Types } from 'mongoose';
import { routingRuleSchema, type RoutingRules, type RoutingRulesBody } from '@crm/contracts';
import { RoutingSettingsModel } from './routing.model';

/** A stored rule, as the services use it (its match and assign re-read through the contract's schema). */
export type StoredRule = RoutingRules['rules'][number];

/** The rules, in order: an agency that never set any has none (nothing is routed). */
export async function readRules(): Promise<RoutingRules> {
  const doc = await RoutingSettingsModel.findById('rules').lean();
  if (!doc) return { rules: [], routeManualLeads: false, updatedAt: null };
  return {
    rules: doc.rules.map(({ _id, ...rule }) => ({ ...routingRuleSchema.parse(rule), _id: String(_id) })),
    routeManualLeads: doc.routeManualLeads,
    updatedAt: (doc as { updatedAt?: Date }).updatedAt?.toISOString() ?? null,
  };
}

/** Replaces the rules; a rule that keeps its id keeps its place in the rotation. */
export async function saveRules(body: RoutingRulesBody): Promise<RoutingRules> {
  const rules = body.rules.map((rule) => ({ ...rule, _id: new Types.ObjectId(rule._id) }));
  await RoutingSettingsModel.updateOne(
    { _id: 'rules' },
    { $set: { rules, routeManualLeads: body.routeManualLeads } },
    { upsert: true },
  );
  return readRules();
}
