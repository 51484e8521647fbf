import { toInternationalPhone } from '@crm/contracts';
import type { Logger } from '../../lib/logger';
import { LeadModel } from './lead.model';

const BATCH = 500;

/**
 * Start-up: leads stored before phones were kept in their international form ("01009998877",
 * "201009998877") get it ("+201009998877"). Idempotent (only phones without a "+" are read) and
 * safe when several instances start at once: each update applies only while the phone is still
 * the one read, so a second writer changes nothing. A phone that is not a phone number stays as it
 * is, and is counted in the log.
 */
export async function migrateLeadPhones(country: string, logger: Logger) {
  let changed = 0;
  let unreadable = 0;
  let ops: Parameters<typeof LeadModel.bulkWrite>[0] = [];
  const flush = async () => {
    if (ops.length === 0) return;
    const result = await LeadModel.bulkWrite(ops, { ordered: false });
    changed += result.modifiedCount;
    ops = [];
  };
  // Phones not starting with "+" (which sort in ["+", ",")): a range on the phone index, no regex.
  const cursor = LeadModel.find({ phone: { $gt: '' }, $or: [{ phone: { $lt: '+' } }, { phone: { $gte: ',' } }] })
    .select({ phone: 1 })
    .lean()
    .cursor({ batchSize: BATCH });
  for await (const lead of cursor) {
    const phone = toInternationalPhone(lead.phone, country);
    if (!phone) {
      unreadable += 1;
      continue;
    }
    // The lead did not change for its people: its "updated" time stays.
    ops.push({
      updateOne: { filter: { _id: lead._id, phone: lead.phone }, update: { $set: { phone } }, timestamps: false },
    });
    if (ops.length >= BATCH) await flush();
  }
  await flush();
  if (changed || unreadable) logger.info({ changed, unreadable }, 'lead phones put in their international form');
  return { changed, unreadable };
}
