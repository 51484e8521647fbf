import { z } from 'zod';
import { isoDate, namedRecord, objectId, requiredText, TEXT_LIMITS } from '../common/primitives';
import { pageQueryWith } from '../common/pagination';

/**
 * Lead intake: where leads arrive by themselves. A `form` source is a website or landing-page form
 * posting to its secret key; a `meta` source is a Facebook page whose Lead Ads Meta delivers.
 */
export const INTAKE_SOURCE_KINDS = ['form', 'meta'] as const;
export type IntakeSourceKind = (typeof INTAKE_SOURCE_KINDS)[number];

/** What became of one delivery (a form post, or one Meta lead). */
export const INTAKE_DELIVERY_STATUSES = ['pending', 'created', 'duplicate', 'ignored', 'failed'] as const;
export type IntakeDeliveryStatus = (typeof INTAKE_DELIVERY_STATUSES)[number];

/** The honeypot: a field people never see, that bots fill in. A post with it is accepted and dropped. */
export const INTAKE_HONEYPOT_FIELD = 'website';

/** Where a website form posts (the key is the source's secret). */
export const intakeFormPath = (key: string) => `/api/intake/forms/${key}`;
/** Meta's webhook (subscription check and deliveries). */
export const INTAKE_META_PATH = '/api/intake/meta';

const sourceFields = {
  _id: objectId,
  name: z.string(),
  campaign: namedRecord.nullable(),
  team: namedRecord.nullable(),
  paused: z.boolean(),
  /** The last lead it brought, and how many so far. */
  lastDeliveryAt: isoDate.nullable(),
  deliveries: z.number().int(),
  createdAt: isoDate,
};

/**
 * A source as CEO and Admin see it. A form's key is shown (it is in the agency's own web pages
 * anyway); a Meta page's access token never leaves the server: only whether one is kept, and the
 * problem Meta answered with it (expired, revoked), so the CEO hears of it at once.
 */
export const intakeSourceSchema = z.discriminatedUnion('kind', [
  z.object({ ...sourceFields, kind: z.literal('form'), key: z.string() }),
  z.object({
    ...sourceFields,
    kind: z.literal('meta'),
    pageId: z.string(),
    hasPageToken: z.boolean(),
    tokenProblem: z.object({ at: isoDate, message: z.string() }).nullable(),
  }),
]);
export type IntakeSource = z.infer<typeof intakeSourceSchema>;

const sourceName = requiredText('Name is required', TEXT_LIMITS.label);
/** A Facebook page id: digits. */
const pageId = z
  .string()
  .trim()
  .regex(/^\d{5,30}$/, 'Enter the Facebook page id (digits only)');
const pageAccessToken = z.string().trim().min(20, 'Paste the page access token').max(1000, 'Too long');

export const createIntakeSourceBody = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('form'),
    name: sourceName,
    campaignId: objectId.nullish(),
    teamId: objectId.nullish(),
  }),
  z.object({
    kind: z.literal('meta'),
    name: sourceName,
    campaignId: objectId.nullish(),
    teamId: objectId.nullish(),
    pageId,
    pageAccessToken,
  }),
]);
export type CreateIntakeSourceBody = z.infer<typeof createIntakeSourceBody>;

export const updateIntakeSourceBody = z
  .object({
    name: sourceName,
    campaignId: objectId.nullable(),
    teamId: objectId.nullable(),
    paused: z.boolean(),
    /** A Meta page's new token (the old one expired or was revoked). */
    pageAccessToken,
    /** A form's new secret key: the old one stops working at once. */
    rotateKey: z.literal(true),
  })
  .partial();
export type UpdateIntakeSourceBody = z.infer<typeof updateIntakeSourceBody>;

/** One delivery on record: what arrived, when, from where, and what became of it. */
export const intakeDeliverySchema = z.object({
  _id: objectId,
  source: z.object({ _id: objectId, name: z.string(), kind: z.enum(INTAKE_SOURCE_KINDS) }),
  /** Meta's leadgen id, or the form's own id when it sent one. */
  externalId: z.string().nullable(),
  receivedAt: isoDate,
  status: z.enum(INTAKE_DELIVERY_STATUSES),
  /** Why it failed or was ignored. */
  reason: z.string().nullable(),
  /** The lead it made, or the existing lead it was a repeat inquiry of. */
  lead: namedRecord.nullable(),
  attempts: z.number().int(),
  /** A failed delivery's next automatic try (null: no more). */
  nextAttemptAt: isoDate.nullable(),
});
export type IntakeDelivery = z.infer<typeof intakeDeliverySchema>;

export const listIntakeDeliveriesQuery = pageQueryWith(50).extend({
  status: z.enum(INTAKE_DELIVERY_STATUSES).optional(),
  sourceId: objectId.optional(),
});
export type ListIntakeDeliveriesQuery = z.infer<typeof listIntakeDeliveriesQuery>;

/** What a lead that arrived by itself keeps of its arrival (shown on its page). */
export const leadArrivalSchema = z.object({
  source: z.object({ _id: objectId, name: z.string(), kind: z.enum(INTAKE_SOURCE_KINDS) }),
  /** The form's message, if any. */
  message: z.string(),
  /** Every other question and its answer, as asked (Arabic questions too). */
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  /** utm_source, utm_campaign... as the page sent them. */
  utm: z.record(z.string(), z.string()),
  /** Meta's ids of the ad that brought it. */
  ad: z
    .object({
      leadgenId: z.string(),
      formId: z.string().nullable(),
      adId: z.string().nullable(),
      adsetId: z.string().nullable(),
      campaignId: z.string().nullable(),
    })
    .nullable(),
});
export type LeadArrival = z.infer<typeof leadArrivalSchema>;

/** Texts a form may send beyond the known fields: each kept, cut to this length. */
export const INTAKE_TEXT_LIMIT = TEXT_LIMITS.notes;
