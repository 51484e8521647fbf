import type { UndoImportResult } from '@crm/contracts';
import type { AuthUser } from '../../core/auth-user';
import { KEPT_RECORDS_SHOWN, type UndoneBatch } from '../imports';
import { publish } from '../../core/events';
import { deletionOf } from './lead.changes';
import { pushHistory } from './lead.history';
import { LeadModel } from './lead.model';
import { writeInSlices } from '../../lib/write-in-slices';

/**
 * Undoes a leads import: its leads nobody changed since are deleted (soft: they show among deleted
 * leads, and restore brings each back), set-based in slices of a few hundred (writeInSlices), so others'
 * requests go between them. Those changed since (an edit, feedback,
 * an assignment: any write moves `updatedAt`) are kept and named. Leads already deleted or merged are left as they are.
 */
export async function undoLeadImport(user: AuthUser, batch: UndoneBatch): Promise<UndoImportResult> {
  const ofBatch = { importBatchId: batch._id, deletedAt: null, mergedInto: null };
  const at = new Date();
  const deletion = deletionOf(user, at);
  const untouched = { ...ofBatch, updatedAt: { $lte: batch.finishedAt } };
  const leads = await LeadModel.find(untouched).select('_id').lean();
  const removed = await writeInSlices(leads, (slice) =>
    LeadModel.updateMany(
      // Still untouched when its slice is written (the guard first: mongo-java-server matches field by field).
      { ...untouched, _id: { $in: slice.map((lead) => lead._id) } },
      { $set: deletion.set, $inc: { __v: 1 }, ...pushHistory(...deletion.entries) },
    ),
  );
  const removedIds = await LeadModel.find({ importBatchId: batch._id, deletedAt: at }).select('_id').lean();
  await publish('leads.deleted', { actor: user, leadIds: removedIds.map((lead) => lead._id) });
  const edited = { ...ofBatch, updatedAt: { $gt: batch.finishedAt } };
  const [kept, keptRecords] = await Promise.all([
    LeadModel.countDocuments(edited),
    LeadModel.find(edited).sort({ nameKey: 1 }).limit(KEPT_RECORDS_SHOWN).select('name').lean(),
  ]);
  return {
    removed: removed.reduce((n, slice) => n + slice.modifiedCount, 0),
    kept,
    keptRecords: keptRecords.map((lead) => ({ _id: String(lead._id), name: lead.name })),
  };
}
