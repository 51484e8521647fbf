import type { UndoImportResult } from '@crm/contracts';
import type { AuthUser } from '../../core/auth-user';
import { KEPT_RECORDS_SHOWN, type UndoneBatch } from '../imports';
import { LIVE_UNIT, UnitModel } from './unit.model';

/**
 * Undoes a units import: its units nobody changed since (an edit, a status, an inquiry: any write
 * moves `updatedAt`) are removed (soft delete: gone from every list and count), in one write; those
 * changed since are kept and named.
 */
export async function undoUnitImport(_user: AuthUser, batch: UndoneBatch): Promise<UndoImportResult> {
  const ofBatch = { importBatchId: batch._id, ...LIVE_UNIT };
  const removed = await UnitModel.updateMany(
    { ...ofBatch, updatedAt: { $lte: batch.finishedAt } },
    { $set: { deletedAt: new Date() } },
  );
  const edited = { ...ofBatch, updatedAt: { $gt: batch.finishedAt } };
  const [kept, keptRecords] = await Promise.all([
    UnitModel.countDocuments(edited),
    UnitModel.find(edited).sort({ title: 1 }).limit(KEPT_RECORDS_SHOWN).select('title').lean(),
  ]);
  return {
    removed: removed.modifiedCount,
    kept,
    keptRecords: keptRecords.map((unit) => ({ _id: String(unit._id), name: unit.title })),
  };
}
