import { z } from 'zod';
import { isoDate, namedRecord, objectId, requiredText, TEXT_LIMITS } from '../common/primitives';
import { LEAD_SOURCES } from '../leads/lead.constants';

/**
 * Lead routing: an ordered list of rules the CEO and Admins set. The first rule whose `match`
 * fits a lead routes it to one eligible person of its `assign`; a default rule (empty match) last
 * catches the rest. Nobody eligible: the lead waits unassigned with its team, and its Supervisors
 * (else the Admins) are told.
 */
export const ROUTING_STRATEGIES = ['round_robin', 'fewest_open'] as const;

/** A lead's language, read from its name's script (Arabic letters: `ar`). */
export const LEAD_LANGUAGES = ['ar', 'en'] as const;

const ids = z.array(objectId).max(200);

export const routingMatchSchema = z
  .object({
    intakeSourceIds: ids.default([]),
    campaignIds: ids.default([]),
    sources: z.array(z.enum(LEAD_SOURCES)).default([]),
    interests: z.array(z.string().trim().min(1).max(TEXT_LIMITS.label)).max(100).default([]),
    budgetMin: z.number().min(0).nullable().default(null),
    budgetMax: z.number().min(0).nullable().default(null),
    languages: z.array(z.enum(LEAD_LANGUAGES)).default([]),
  })
  .refine((m) => m.budgetMin === null || m.budgetMax === null || m.budgetMin <= m.budgetMax, {
    message: 'The lowest budget must not be above the highest',
    path: ['budgetMax'],
  });

export const routingAssignSchema = z
  .object({
    userIds: ids.default([]),
    teamIds: ids.default([]),
    strategy: z.enum(ROUTING_STRATEGIES).default('round_robin'),
    /** Per person: how many turns of the rotation they get (default 1). */
    weights: z.record(objectId, z.number().int().min(1).max(10)).default({}),
    /** Leads a person gets from this rule per agency day; null: no cap. */
    dailyCap: z.number().int().min(1).max(1000).nullable().default(null),
    /** Only people inside the agency's working hours (WORKING_HOURS) when the lead arrives. */
    workingHoursOnly: z.boolean().default(false),
  })
  .refine((a) => a.userIds.length + a.teamIds.length > 0, {
    message: 'Choose at least one person or team',
    path: ['userIds'],
  });
export type RoutingAssign = z.infer<typeof routingAssignSchema>;

export const routingRuleSchema = z.object({
  /** Kept across saves (the rotation's place); made by the server for a new rule. */
  _id: objectId.optional(),
  name: requiredText('Name is required', TEXT_LIMITS.label),
  match: routingMatchSchema,
  assign: routingAssignSchema,
  /** A lead not contacted by its deadline goes to the next eligible person, up to this many times (0: never). */
  rerouteTimes: z.number().int().min(0).max(5).default(0),
});
export type RoutingRule = z.infer<typeof routingRuleSchema>;

export const routingRulesBody = z.object({
  rules: z.array(routingRuleSchema).max(50),
  /** Route leads added by hand or imported without an assignee too (else only those that arrive by themselves). */
  routeManualLeads: z.boolean().default(false),
});
export type RoutingRulesBody = z.infer<typeof routingRulesBody>;

export const routingRulesSchema = z.object({
  rules: z.array(routingRuleSchema.extend({ _id: objectId })),
  routeManualLeads: z.boolean(),
  updatedAt: isoDate.nullable(),
});
export type RoutingRules = z.infer<typeof routingRulesSchema>;

/** Why a lead went where it went ("rule Facebook New Capital; skipped Ahmed: on leave"). */
export const leadRoutingSchema = z.object({ rule: z.string().nullable(), reason: z.string() });
export type LeadRouting = z.infer<typeof leadRoutingSchema>;

/** Where each of the last leads would have gone under the rules given (nothing is changed). */
export const routingDryRunSchema = z.object({
  items: z.array(
    z.object({
      lead: namedRecord,
      rule: z.string().nullable(),
      assignee: namedRecord.nullable(),
      reason: z.string(),
    }),
  ),
});
export type RoutingDryRun = z.infer<typeof routingDryRunSchema>;

/** A person away (leave, a trip): no lead is routed to them from `from` to `until`. */
export const awayBody = z
  .object({ from: isoDate.nullable(), until: isoDate.nullable() })
  .refine((a) => !a.from || !a.until || a.from < a.until, {
    message: 'The end must be after the start',
    path: ['until'],
  });
