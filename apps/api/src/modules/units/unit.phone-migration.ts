import { toInternationalPhone } from '@crm/contracts';
import type { Logger } from '../../lib/logger';
import { UnitModel } from './unit.model';

const BATCH = 500;

/**
 * Start-up: owners' phones stored as typed ("01001234567", "201225550000") get the international form
 * every phone has ("+201001234567"), as leads' did (leads/lead.phone-migration.ts). Idempotent (only
 * phones without a "+" are read) and safe with several instances starting at once (each write applies
 * only while the phone is still the one read). One that is not a phone number stays, and is counted.
 */
export async function migrateUnitOwnerPhones(country: string, logger: Logger) {
  let changed = 0;
  let unreadable = 0;
  let ops: Parameters<typeof UnitModel.bulkWrite>[0] = [];
  const flush = async () => {
    if (ops.length === 0) return;
    const result = await UnitModel.bulkWrite(ops, { ordered: false });
    changed += result.modifiedCount;
    ops = [];
  };
  const cursor = UnitModel.find({
    'ownerInfo.phone': { $gt: '' },
    $or: [{ 'ownerInfo.phone': { $lt: '+' } }, { 'ownerInfo.phone': { $gte: ',' } }],
  })
    .select({ 'ownerInfo.phone': 1 })
    .lean()
    .cursor({ batchSize: BATCH });
  for await (const unit of cursor) {
    const typed = unit.ownerInfo?.phone ?? '';
    const phone = toInternationalPhone(typed, country);
    if (!phone) {
      unreadable += 1;
      continue;
    }
    // The unit did not change for its people: its "updated" time stays.
    ops.push({
      updateOne: {
        filter: { _id: unit._id, 'ownerInfo.phone': typed },
        update: { $set: { 'ownerInfo.phone': phone } },
        timestamps: false,
      },
    });
    if (ops.length >= BATCH) await flush();
  }
  await flush();
  if (changed || unreadable) logger.info({ changed, unreadable }, 'unit owner phones put in their international form');
  return { changed, unreadable };
}
