import { z } from 'zod';
import {
  boundedText,
  emailAddress,
  isoDate,
  namedRecord,
  objectId,
  requiredText,
  TEXT_LIMITS,
} from '../common/primitives';
import { pageQueryWith } from '../common/pagination';
import { userRef } from '../users/user.schema';
import { leadStatusSchema } from '../leads/lead.schema';
import { isUploadPath } from '../uploads/upload.schema';
import { readNumber } from '../common/read-number';
import { PROPERTY_TYPES, UNIT_FEATURES, UNIT_STATUSES, type UnitFeature } from './unit.constants';

export * from './unit.constants';
export const propertyTypeSchema = z.enum(PROPERTY_TYPES);
export const unitStatusSchema = z.enum(UNIT_STATUSES);
export const PAYMENT_KINDS = ['cash', 'installment'] as const;

/** A unit holds at most this many photos and plans (a form, never an unbounded list). */
export const UNIT_LIMITS = { images: 20, plans: 10, title: 200, url: 2000 } as const;

export const paymentPlanSchema = z.object({
  name: z.string(),
  downPayment: z.number().min(0),
  monthly: z.number().min(0),
  years: z.number().min(0),
});
export type PaymentPlan = z.infer<typeof paymentPlanSchema>;

const featuresShape = <T extends z.ZodType>(field: T) =>
  Object.fromEntries(UNIT_FEATURES.map((f) => [f, field])) as Record<UnitFeature, T>;

export const unitOwnerSchema = z.object({ name: z.string(), phone: z.string(), email: z.string() });

export const resaleUnitSchema = z.object({
  _id: objectId,
  title: z.string(),
  description: z.string(),
  price: z.number().min(0),
  area: z.number().min(0),
  /** Derived from price / area on the server. */
  pricePerMeter: z.number().min(0),
  propertyType: propertyTypeSchema,
  bedrooms: z.number().int().min(0),
  bathrooms: z.number().int().min(0),
  parking: z.number().int().min(0),
  location: z.object({
    address: z.string(),
    city: z.string(),
    district: z.string(),
    coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  }),
  features: z.object(featuresShape(z.boolean())),
  images: z.array(z.string()),
  videoTour: z.string(),
  status: unitStatusSchema,
  isFeatured: z.boolean(),
  archived: z.boolean(),
  assignedTo: userRef.nullable(),
  createdBy: userRef.nullable(),
  paymentOptions: z.object({ cash: z.boolean(), installment: z.boolean(), installmentDetails: z.string() }),
  paymentPlans: z.array(paymentPlanSchema),
  /** null for whoever may not see the owner (`canSeeUnitOwner`). */
  ownerInfo: unitOwnerSchema.nullable(),
  /** How many leads were linked to the unit as inquiries. */
  inquiryCount: z.number().int().min(0),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type ResaleUnit = z.infer<typeof resaleUnitSchema>;

/** A lead linked to the unit, among those the caller may see. */
export const unitInquirySchema = namedRecord.extend({ status: leadStatusSchema, linkedAt: isoDate });
export const resaleUnitDetailSchema = resaleUnitSchema.extend({ inquiries: z.array(unitInquirySchema) });
export type ResaleUnitDetail = z.infer<typeof resaleUnitDetailSchema>;

// --- Writes -------------------------------------------------------------------------------------

/**
 * A number typed in a form or a sheet cell, as people write it (`readNumber`): '' is "not given";
 * '1,250,000', '٢٬٥٠٠٬٠٠٠' and '8,500,000 EGP' read as numbers.
 */
const cleanNumber = (v: unknown) => (typeof v === 'string' ? readNumber(v) : v);
const amount = (message: string) =>
  z
    .number({ error: (issue) => (issue.input == null ? message : 'Must be a number') })
    .finite('Must be a number')
    .min(0, 'Must be 0 or more')
    .max(1e12, 'Too large');
const numberInput = (message: string) => z.preprocess(cleanNumber, amount(message));
const optionalNumber = (fallback = 0) =>
  z.preprocess(cleanNumber, amount('Must be a number').optional().default(fallback));
const optionalCount = () =>
  z.preprocess(cleanNumber, amount('Must be a number').int('Must be a whole number').max(1000).optional().default(0));

/** An image is an uploaded photo's path or a web address (http/https, never javascript: or data:). */
export const imageRef = z
  .string()
  .trim()
  .max(UNIT_LIMITS.url)
  .refine(
    (v) => isUploadPath(v) || /^https?:\/\/[^\s]+$/i.test(v),
    'An image must be an uploaded photo or an http(s) address',
  );
const optionalUrl = z
  .string()
  .trim()
  .max(UNIT_LIMITS.url)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'Must be an http(s) address');

export const paymentPlanInput = z.object({
  name: boundedText(TEXT_LIMITS.label).trim().default(''),
  downPayment: optionalNumber(),
  monthly: optionalNumber(),
  years: optionalNumber(),
});

const text = (max: number = TEXT_LIMITS.name) => boundedText(max).trim().default('');

export const unitBody = z.object({
  title: requiredText('Title is required', UNIT_LIMITS.title),
  description: text(TEXT_LIMITS.notes),
  price: numberInput('Price is required'),
  area: numberInput('Area is required').refine((n) => n > 0, 'Area must be more than 0'),
  propertyType: propertyTypeSchema.default('apartment'),
  bedrooms: optionalCount(),
  bathrooms: optionalCount(),
  parking: optionalCount(),
  location: z
    .object({
      address: text(),
      city: text(TEXT_LIMITS.label),
      district: text(TEXT_LIMITS.label),
      coordinates: z
        .object({ lat: z.coerce.number().min(-90).max(90), lng: z.coerce.number().min(-180).max(180) })
        .nullable()
        .default(null),
    })
    .default({ address: '', city: '', district: '', coordinates: null }),
  features: z
    .object(featuresShape(z.boolean().default(false)))
    .partial()
    .default({}),
  images: z.array(imageRef).max(UNIT_LIMITS.images, `At most ${UNIT_LIMITS.images} images`).default([]),
  videoTour: optionalUrl.default(''),
  paymentOptions: z
    .object({
      cash: z.boolean().default(true),
      installment: z.boolean().default(false),
      installmentDetails: text(TEXT_LIMITS.notes),
    })
    .default({ cash: true, installment: false, installmentDetails: '' }),
  paymentPlans: z.array(paymentPlanInput).max(UNIT_LIMITS.plans, `At most ${UNIT_LIMITS.plans} plans`).default([]),
  ownerInfo: z
    .object({
      name: text(),
      // As typed: the API keeps it in its international form, or refuses what is not a phone number.
      phone: boundedText(TEXT_LIMITS.phone).trim().default(''),
      email: z.union([z.literal(''), emailAddress]).default(''),
    })
    .default({ name: '', phone: '', email: '' }),
});
export type UnitBody = z.output<typeof unitBody>;
export type UnitBodyInput = z.input<typeof unitBody>;

/** Top-level fields without their defaults: an edit changes only what it sends (a status alone, or the form). */
const withoutDefaults = <S extends z.ZodRawShape>(shape: S) =>
  Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType)).optional(),
    ]),
  ) as unknown as { [K in keyof S]: z.ZodOptional<S[K] extends z.ZodDefault<infer I> ? I : S[K]> };

/** Status only CEO/Admin may change. */
export const updateUnitBody = z.object({ ...withoutDefaults(unitBody.shape), status: unitStatusSchema.optional() });
export type UpdateUnitBody = z.output<typeof updateUnitBody>;

export const flagBody = z.object({ value: z.boolean() });
export const assignUnitBody = z.object({ userId: objectId });
export const unitInquiryBody = z.object({ leadId: objectId });

// --- The list -----------------------------------------------------------------------------------

export const UNIT_ORDERS = ['newest', 'oldest', 'price', '-price', 'area', '-area', 'pricePerMeter'] as const;
export const UNIT_PAGE_SIZES = [12, 24, 48] as const;

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
const bound = z.coerce.number().min(0).max(1e12);
const filterText = boundedText(TEXT_LIMITS.search).trim();

/** Filters of the units screen, all kept in the URL. Plan bounds match a unit with some plan inside them all. */
export const unitFiltersQuery = z.object({
  search: filterText.optional(),
  city: filterText.optional(),
  district: filterText.optional(),
  propertyType: propertyTypeSchema.optional(),
  status: unitStatusSchema.optional(),
  bedrooms: z.coerce.number().int().min(0).max(1000).optional(),
  bathrooms: z.coerce.number().int().min(0).max(1000).optional(),
  minPrice: bound.optional(),
  maxPrice: bound.optional(),
  minArea: bound.optional(),
  maxArea: bound.optional(),
  payment: z.enum(PAYMENT_KINDS).optional(),
  isFeatured: flag.optional(),
  includeArchived: flag.optional(),
  minDown: bound.optional(),
  maxDown: bound.optional(),
  minMonthly: bound.optional(),
  maxMonthly: bound.optional(),
  minYears: bound.optional(),
  maxYears: bound.optional(),
});
export type UnitFilters = z.output<typeof unitFiltersQuery>;

export const listUnitsQuery = unitFiltersQuery.extend(pageQueryWith(12).shape).extend({
  order: z.enum(UNIT_ORDERS).default('newest'),
});
export type ListUnitsQuery = z.output<typeof listUnitsQuery>;

/** The plan filters, as one list for the query builder and the screen. */
export const PLAN_BOUNDS = [
  ['minDown', 'maxDown', 'downPayment'],
  ['minMonthly', 'maxMonthly', 'monthly'],
  ['minYears', 'maxYears', 'years'],
] as const;
