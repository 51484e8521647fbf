import { Types } from 'mongoose';
import type {
  IntakeDelivery,
  IntakeDeliveryStatus,
  IntakeSourceKind,
  LeadArrival,
  ListIntakeDeliveriesQuery,
  Paginated,
} from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import { receiveArrival, type Arrival, type FirstContactSla } from '../leads';
import { IntakeDeliveryModel } from './intake-delivery.model';
import { IntakeSourceModel } from './intake-source.model';
import { countDelivery, markTokenProblem } from './intake.sources';
import type { FormSubmission } from './form-submission';
import { arrivalFieldsOf, GraphReadError, readGraphLead, type LeadgenChange } from './meta-lead-ads';

/** What turning a delivery into a lead needs from the configuration. */
export interface IntakeSettings {
  country: string;
  sla: FirstContactSla;
  graphUrl: string;
}

type StoredSource = NonNullable<Awaited<ReturnType<typeof IntakeSourceModel.findOne>>>;
type Payload = { form: FormSubmission } | { meta: LeadgenChange };

/** Waits before a failed delivery's next automatic try; after the last, a person retries it. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000];
/** A claim this old whose pass never finished (its instance died) is taken again. */
const CLAIM_STALE_MS = 5 * 60_000;

const isDuplicateKey = (err: unknown) => (err as { code?: number }).code === 11000;

/**
 * Puts a delivery on record, once per source and external id: answers its id, or null when it is a
 * repeat of one already on record (Meta delivers again; a form resends its submission id).
 */
async function record(
  source: StoredSourceLean,
  externalId: string | null,
  payload: Payload,
  fields: { status?: 'pending' | 'ignored'; reason?: string } = {},
): Promise<Types.ObjectId | null> {
  const _id = new Types.ObjectId();
  try {
    await IntakeDeliveryModel.create({
      _id,
      sourceId: source._id,
      sourceName: source.name,
      sourceKind: source.kind,
      externalId,
      dedupeKey: `${String(source._id)}:${externalId ?? String(_id)}`,
      receivedAt: new Date(),
      payload,
      status: fields.status ?? 'pending',
      reason: fields.reason ?? null,
    });
    return _id;
  } catch (err) {
    if (isDuplicateKey(err)) return null;
    throw err;
  }
}

export const HONEYPOT_REASON = 'The hidden field was filled in: a bot';
export const PAUSED_REASON = 'The source is paused';

/** A form's post: on record, then made into a lead at once. A honeypot post is recorded as ignored. */
export async function receiveFormPost(source: StoredSourceLean, submission: FormSubmission, settings: IntakeSettings) {
  const id = await record(
    source,
    submission.submissionId,
    { form: submission },
    submission.honeypot ? { status: 'ignored', reason: HONEYPOT_REASON } : {},
  );
  if (id && !submission.honeypot) await processDelivery(id, settings);
}

type StoredSourceLean = { _id: Types.ObjectId; name: string; kind: IntakeSourceKind; paused?: boolean | null };

/** Meta's leads, each on record (a paused page's as ignored); answers the ids to make leads of. */
export async function recordMetaLeads(source: StoredSourceLean, changes: LeadgenChange[]): Promise<Types.ObjectId[]> {
  const ids: Types.ObjectId[] = [];
  for (const change of changes) {
    const id = await record(
      source,
      change.leadgenId,
      { meta: change },
      source.paused ? { status: 'ignored', reason: PAUSED_REASON } : {},
    );
    if (id && !source.paused) ids.push(id);
  }
  return ids;
}

/** The delivery's lead as the leads module takes it: from the form's fields, or read from Meta. */
async function arrivalOf(payload: Payload, source: StoredSource, settings: IntakeSettings): Promise<Arrival> {
  const sourceRef = { _id: String(source._id), name: source.name, kind: source.kind as IntakeSourceKind };
  const refs = { campaignId: source.campaignId ?? null, teamId: source.teamId ?? null, at: new Date() };
  if ('form' in payload) {
    const form = payload.form;
    const details: LeadArrival = {
      source: sourceRef,
      message: form.message,
      answers: form.answers,
      utm: form.utm,
      ad: null,
    };
    return { name: form.name, phone: form.phone, email: form.email, details, ...refs };
  }
  if (!source.pageAccessToken) throw new GraphReadError('The page has no access token', true);
  const lead = await readGraphLead(settings.graphUrl, payload.meta.leadgenId, source.pageAccessToken);
  const fields = arrivalFieldsOf(lead);
  const details: LeadArrival = {
    source: sourceRef,
    message: '',
    answers: fields.answers,
    utm: {},
    ad: {
      leadgenId: payload.meta.leadgenId,
      formId: lead.form_id ?? payload.meta.formId,
      adId: lead.ad_id ?? payload.meta.adId,
      adsetId: lead.adset_id ?? payload.meta.adsetId,
      campaignId: lead.campaign_id ?? null,
    },
  };
  return { name: fields.name, phone: fields.phone, email: fields.email, details, ...refs };
}

/**
 * Makes a lead of one delivery, once: the delivery is claimed by one conditional update (so of two
 * instances, or the worker and a person's retry, only one works on it), then made into a lead
 * through the leads module's one creation decision. A failure is kept with its reason and tried
 * again later (RETRY_DELAYS_MS); a page token Meta refuses is marked on the source at once.
 */
export async function processDelivery(id: Types.ObjectId, settings: IntakeSettings, now = new Date()) {
  const claim = new Types.ObjectId();
  const delivery = await IntakeDeliveryModel.findOneAndUpdate(
    {
      _id: id,
      status: { $in: ['pending', 'failed'] },
      $or: [{ claim: null }, { claimedAt: { $lt: new Date(now.getTime() - CLAIM_STALE_MS) } }],
    },
    { $set: { claim, claimedAt: now } },
    { returnDocument: 'after' },
  );
  if (!delivery) return;
  const source = await IntakeSourceModel.findById(delivery.sourceId);
  const attempts = delivery.attempts + 1;
  const settle = (fields: Record<string, unknown>) =>
    IntakeDeliveryModel.updateOne({ _id: id, claim }, { $set: { ...fields, attempts, claim: null, claimedAt: null } });
  if (!source || source.deletedAt) {
    await settle({ status: 'ignored', reason: 'The source was deleted', nextAttemptAt: null });
    return;
  }
  try {
    const outcome = await receiveArrival(
      await arrivalOf(delivery.payload as Payload, source, settings),
      settings.country,
      settings.sla,
    );
    if (outcome.status === 'ignored') {
      await settle({ status: 'ignored', reason: outcome.reason, nextAttemptAt: null });
      return;
    }
    await settle({
      status: outcome.status,
      reason: null,
      nextAttemptAt: null,
      leadId: outcome.lead._id,
      leadName: outcome.lead.name,
    });
    await countDelivery(source._id, delivery.receivedAt);
  } catch (err) {
    if (err instanceof GraphReadError && err.tokenRefused) await markTokenProblem(source._id, err.message);
    const delay = RETRY_DELAYS_MS[attempts - 1];
    await settle({
      status: 'failed',
      reason: (err as Error).message.slice(0, 500),
      nextAttemptAt: delay === undefined ? null : new Date(now.getTime() + delay),
    });
  }
}

const deliveryDto = (d: InstanceType<typeof IntakeDeliveryModel>): IntakeDelivery => ({
  _id: String(d._id),
  source: { _id: String(d.sourceId), name: d.sourceName, kind: d.sourceKind as IntakeSourceKind },
  externalId: d.externalId ?? null,
  receivedAt: d.receivedAt.toISOString(),
  status: d.status as IntakeDeliveryStatus,
  reason: d.reason ?? null,
  lead: d.leadId ? { _id: String(d.leadId), name: d.leadName ?? '' } : null,
  attempts: d.attempts,
  nextAttemptAt: d.nextAttemptAt ? d.nextAttemptAt.toISOString() : null,
});

export async function listDeliveries(query: ListIntakeDeliveriesQuery): Promise<Paginated<IntakeDelivery>> {
  const filter = {
    ...(query.status ? { status: query.status } : {}),
    ...(query.sourceId ? { sourceId: new Types.ObjectId(query.sourceId) } : {}),
  };
  const [items, total] = await Promise.all([
    IntakeDeliveryModel.find(filter)
      .sort({ receivedAt: -1, _id: -1 })
      .skip((query.page - 1) * query.limit)
      .limit(query.limit),
    IntakeDeliveryModel.countDocuments(filter),
  ]);
  return { items: items.map(deliveryDto), total, page: query.page, limit: query.limit };
}

/** A person's "Try again" on a failed delivery: now, whatever its next automatic try. */
export async function retryDelivery(id: string, settings: IntakeSettings): Promise<IntakeDelivery> {
  const delivery = await IntakeDeliveryModel.findById(id);
  if (!delivery) throw new AppError('INTAKE_DELIVERY_NOT_FOUND', 'Delivery not found');
  if (delivery.status !== 'failed')
    throw new AppError('INTAKE_DELIVERY_NOT_FAILED', 'Only a failed delivery is tried again');
  await processDelivery(delivery._id, settings);
  return deliveryDto((await IntakeDeliveryModel.findById(id))!);
}

/** Deliveries due for another try, and any left pending by an instance that stopped mid-way. */
export async function dueDeliveries(now: Date, limit = 50): Promise<Types.ObjectId[]> {
  const due = await IntakeDeliveryModel.find({
    $or: [
      { status: 'failed', nextAttemptAt: { $ne: null, $lte: now } },
      { status: 'pending', receivedAt: { $lt: new Date(now.getTime() - 60_000) } },
    ],
  })
    .select('_id')
    .sort({ receivedAt: 1 })
    .limit(limit)
    .lean();
  return due.map((d) => d._id);
}
