import { z } from 'zod';
import { isoDate, objectId } from '../common/primitives';
import { userRef } from '../users/user.schema';

export const PROPERTY_TYPES = ['apartment', 'villa', 'duplex', 'townhouse', 'penthouse', 'land'] as const;
export const UNIT_STATUSES = ['available', 'under_negotiation', 'reserved', 'sold'] as const;
export const UNIT_FEATURES = ['garden', 'pool', 'furnished', 'kitchen', 'elevator', 'security', 'balcony'] as const;

export const paymentPlanSchema = z.object({
  name: z.string(),
  downPayment: z.number().min(0),
  monthly: z.number().min(0),
  years: z.number().min(0),
});

export const resaleUnitSchema = z.object({
  _id: objectId,
  title: z.string(),
  description: z.string(),
  price: z.number().min(0),
  area: z.number().min(0),
  /** Derived from price / area on the server. */
  pricePerMeter: z.number().min(0),
  propertyType: z.enum(PROPERTY_TYPES),
  bedrooms: z.number().int().min(0),
  bathrooms: z.number().int().min(0),
  parking: z.number().int().min(0),
  location: z.object({
    address: z.string(),
    city: z.string(),
    district: z.string(),
    coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  }),
  features: z.object(
    Object.fromEntries(UNIT_FEATURES.map((f) => [f, z.boolean()])) as Record<
      (typeof UNIT_FEATURES)[number],
      z.ZodBoolean
    >,
  ),
  images: z.array(z.string()),
  videoTour: z.string(),
  status: z.enum(UNIT_STATUSES),
  isFeatured: z.boolean(),
  archived: z.boolean(),
  assignedTo: userRef.nullable(),
  createdBy: userRef.nullable(),
  paymentOptions: z.object({ cash: z.boolean(), installment: z.boolean(), installmentDetails: z.string() }),
  paymentPlans: z.array(paymentPlanSchema),
  ownerInfo: z.object({ name: z.string(), phone: z.string(), email: z.string() }),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type ResaleUnit = z.infer<typeof resaleUnitSchema>;
