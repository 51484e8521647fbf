import type { Types } from 'mongoose';
import { IntakeDeliveryModel } from './intake-delivery.model';
import { IntakeSourceModel } from './intake-source.model';
import { processDelivery, recordMetaLeads, type IntakeSettings } from './intake.deliveries';
import { markTokenProblem } from './intake.sources';
import { GraphReadError, readGraphFormLeads, readGraphPageForms } from './meta-lead-ads';

/** A page's forms are read through once a day; after a failure, again an hour later. */
export const RECONCILE_EVERY_MS = 24 * 3_600_000;
const RETRY_FAILED_RECONCILE_MS = 3_600_000;

/**
 * The safety net under Meta's webhook: once a day each Facebook page's forms are listed
 * (`/{form-id}/leads` since the last read that succeeded) and any lead not on record (a delivery
 * Meta never made, or one the portal missed) is recorded and made into a lead like a delivery.
 * The read advances only when every form was read: a failed read is tried again, never skipped.
 * Each page is claimed by one conditional update, so one instance reads it.
 */
export async function reconcileMetaPages(settings: IntakeSettings, now = new Date()): Promise<number> {
  let found = 0;
  for (;;) {
    const source = await IntakeSourceModel.findOneAndUpdate(
      {
        kind: 'meta',
        deletedAt: null,
        paused: false,
        pageAccessToken: { $ne: null },
        $and: [
          { $or: [{ reconciledAt: null }, { reconciledAt: { $lte: new Date(now.getTime() - RECONCILE_EVERY_MS) } }] },
          {
            $or: [
              { reconcileTriedAt: null },
              { reconcileTriedAt: { $lte: new Date(now.getTime() - RETRY_FAILED_RECONCILE_MS) } },
            ],
          },
        ],
      },
      { $set: { reconcileTriedAt: now } },
      { returnDocument: 'after' },
    );
    if (!source) return found;
    found += await reconcilePage(source, settings, now);
  }
}

async function reconcilePage(
  source: InstanceType<typeof IntakeSourceModel>,
  settings: IntakeSettings,
  now: Date,
): Promise<number> {
  const since = source.reconciledAt ?? (source.get('createdAt') as Date);
  const delivered = (await IntakeDeliveryModel.distinct('payload.meta.formId', { sourceId: source._id })).filter(
    (id): id is string => typeof id === 'string' && id !== '',
  );
  const ids: Types.ObjectId[] = [];
  try {
    // The page's forms as Meta lists them, and any form a delivery named (a form since archived).
    const listed = await readGraphPageForms(settings.graphUrl, source.pageId!, source.pageAccessToken!);
    for (const formId of new Set([...listed, ...delivered])) {
      const leads = await readGraphFormLeads(settings.graphUrl, formId, source.pageAccessToken!, since);
      const changes = leads.map((lead) => ({
        leadgenId: lead.id,
        pageId: source.pageId!,
        formId,
        adId: lead.ad_id ?? null,
        adsetId: lead.adset_id ?? null,
      }));
      ids.push(...(await recordMetaLeads({ _id: source._id, name: source.name, kind: 'meta' }, changes)));
    }
  } catch (err) {
    if (err instanceof GraphReadError && err.tokenRefused) await markTokenProblem(source._id, err.message);
    return 0;
  }
  await IntakeSourceModel.updateOne({ _id: source._id }, { $set: { reconciledAt: now } });
  for (const id of ids) await processDelivery(id, settings);
  return ids.length;
}
