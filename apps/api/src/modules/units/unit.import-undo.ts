import type { UndoImportResult } from '@crm/contracts';
import type { AuthUser } from '../../core/auth-user';
import { KEPT_RECORDS_SHOWN, type UndoneBatch } from '../imports';
import { LIVE_UNIT, UnitModel } from './unit.model';
import { writeInSlices } from '../../lib/write-in-slices';

/**
 * Undoes a units import: its units nobody changed since (an edit, a status, an inquiry: any write
 * moves `updatedAt`) are removed (soft delete: gone from every list and count), in slices of a few hundred (writeInSlices); those
 * changed since are kept and named.
 */
export async function undoUnitImport(_user: AuthUser, batch: UndoneBatch): Promise<UndoImportResult> {
  const ofBatch = { importBatchId: batch._id, ...LIVE_UNIT };
  const untouched = { ...ofBatch, updatedAt: { $lte: batch.finishedAt } };
  const units = await UnitModel.find(untouched).select('_id').lean();
  const at = new Date();
  const removed = await writeInSlices(units, (slice) =>
    UnitModel.updateMany({ ...untouched, _id: { $in: slice.map((unit) => unit._id) } }, { $set: { deletedAt: at } }),
  );
  const edited = { ...ofBatch, updatedAt: { $gt: batch.finishedAt } };
  const [kept, keptRecords] = await Promise.all([
    UnitModel.countDocuments(edited),
    UnitModel.find(edited).sort({ title: 1 }).limit(KEPT_RECORDS_SHOWN).select('title').lean(),
  ]);
  return {
    removed: removed.reduce((n, slice) => n + slice.modifiedCount, 0),
    kept,
    keptRecords: keptRecords.map((unit) => ({ _id: String(unit._id), name: unit.title })),
  };
}
