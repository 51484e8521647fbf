import { z } from 'zod';
import { objectId } from '../common/primitives';
import { leadStatusSchema } from '../leads/lead.schema';
import type { PaymentPlan } from './unit.schema';

/** Units offered to a lead: still on the market. */
export const MATCHING_UNIT_STATUSES = ['available', 'under_negotiation'] as const;

type PlanFigures = Pick<PaymentPlan, 'downPayment' | 'monthly'>;

/**
 * A plan that says what it costs: a down payment or a monthly installment. A plan left blank (saved
 * as 0 down, 0 a month) is no evidence that anyone can afford the unit.
 */
export const planHasFigures = (plan: PlanFigures) => plan.downPayment > 0 || plan.monthly > 0;

/** The same rule as a MongoDB clause on a unit's `paymentPlans` (a plan with figures, down payment at most `budget`). */
export const affordablePlanClause = (budget: number) => ({
  paymentPlans: {
    $elemMatch: { downPayment: { $lte: budget }, $or: [{ downPayment: { $gt: 0 } }, { monthly: { $gt: 0 } }] },
  },
});

/**
 * The least a client must be able to spend for a unit: its price, or a plan's down payment when
 * that is lower (a budget "fits its price or a plan"); plans without figures do not count.
 */
export const entryCost = (unit: { price: number; paymentPlans: readonly PlanFigures[] }) =>
  Math.min(unit.price, ...unit.paymentPlans.filter(planHasFigures).map((p) => p.downPayment));

/** Lead statuses that are done: a closed lead is matched with no unit. */
export const MATCHING_LEAD_EXCLUDED_STATUSES = ['Won', 'Lost'] as const;

/** A lead that fits a unit, as the unit's page lists it. */
export const unitLeadMatchSchema = z.object({
  _id: objectId,
  name: z.string(),
  status: leadStatusSchema,
  budget: z.number(),
});
export type UnitLeadMatch = z.infer<typeof unitLeadMatchSchema>;
