import { z } from 'zod';
import { objectId } from '../common/primitives';
import { leadStatusSchema } from '../leads/lead.schema';
import type { PaymentPlan, PropertyType } from './unit.schema';

/** Units offered to a lead: still on the market. */
export const MATCHING_UNIT_STATUSES = ['available', 'under_negotiation'] as const;

/**
 * The least a client must be able to spend for a unit: its price, or a plan's down payment when
 * that is lower (a budget "fits its price or a plan").
 */
export const entryCost = (unit: { price: number; paymentPlans: readonly Pick<PaymentPlan, 'downPayment'>[] }) =>
  Math.min(unit.price, ...unit.paymentPlans.map((p) => p.downPayment));

/** Matching both ways: the lead wants this type of property and can pay its price or a plan's down payment. */
export function unitFitsLead(
  unit: { propertyType: PropertyType; price: number; paymentPlans: readonly Pick<PaymentPlan, 'downPayment'>[] },
  lead: { propertyInterest: string; budget?: number | null },
): boolean {
  return lead.propertyInterest === unit.propertyType && lead.budget != null && lead.budget >= entryCost(unit);
}

/** A lead that fits a unit, as the unit's page lists it. */
export const unitLeadMatchSchema = z.object({
  _id: objectId,
  name: z.string(),
  status: leadStatusSchema,
  budget: z.number(),
});
export type UnitLeadMatch = z.infer<typeof unitLeadMatchSchema>;
