import type { UndoImportResult } from '@crm/contracts';
import type { AuthUser } from '../../core/auth-user';
import { KEPT_RECORDS_SHOWN, type UndoneBatch } from '../imports';
import { UserModel } from './user.model';
import { writeInSlices } from '../../lib/write-in-slices';

/**
 * Undoes a users import: its accounts nobody changed or used since (a sign-in, an edit, accepting an
 * invitation: any write moves `updatedAt`) are deleted as Delete User does (soft: names on records
 * stay readable, their sessions end), in bulk writes of a few hundred (writeInSlices); those changed since are kept and named.
 */
export async function undoUserImport(_user: AuthUser, batch: UndoneBatch): Promise<UndoImportResult> {
  const ofBatch = { importBatchId: batch._id, deletedAt: null };
  const untouched = await UserModel.find({ ...ofBatch, updatedAt: { $lte: batch.finishedAt } })
    .select('email')
    .lean();
  const at = new Date();
  // Each account frees its email for a new one (as Delete User does): one write per account, sent a slice at a time.
  const removed = await writeInSlices(untouched, (slice) =>
    UserModel.bulkWrite(
      slice.map((user) => ({
        updateOne: {
          filter: { _id: user._id, deletedAt: null, updatedAt: { $lte: batch.finishedAt } },
          update: {
            $set: {
              deletedAt: at,
              active: false,
              deletedEmail: user.email,
              email: `deleted-${String(user._id)}@deleted.invalid`,
            },
            $inc: { tokenVersion: 1 },
          },
        },
      })),
      { ordered: false },
    ),
  );
  const edited = { ...ofBatch, updatedAt: { $gt: batch.finishedAt } };
  const [kept, keptRecords] = await Promise.all([
    UserModel.countDocuments(edited),
    UserModel.find(edited).sort({ name: 1 }).limit(KEPT_RECORDS_SHOWN).select('name').lean(),
  ]);
  return {
    removed: removed.reduce((n, slice) => n + slice.modifiedCount, 0),
    kept,
    keptRecords: keptRecords.map((user) => ({ _id: String(user._id), name: user.name })),
  };
}
