import { Types } from 'mongoose';
import { canUndoImport, type ImportKind, type UndoImportResult } from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import { databaseFailureOf } from '../../db/database-errors';
import { SliceWriteFailed } from '../../lib/write-in-slices';
import type { AuthUser } from '../../core/auth-user';
import { ImportBatchModel } from './import-batch.model';
import { toImportBatchDto } from './import-batch.dto';
import { findVisibleBatch } from './import-batch.access';

/** What an undo is given of its batch: the records it stamped, and when it finished (edits after that are kept). */
export interface UndoneBatch {
  _id: Types.ObjectId;
  finishedAt: Date;
}

/** How each kind of import is undone (leads, units, users: each module removes its own records, set-based). */
export type ImportUndoers = Record<ImportKind, (user: AuthUser, batch: UndoneBatch) => Promise<UndoImportResult>>;

/** Records an undo names as kept (edited since), at most. */
export const KEPT_RECORDS_SHOWN = 100;

function refusal(status: string, created: number): AppError {
  if (status === 'running') return new AppError('IMPORT_NOT_UNDOABLE', 'This import is still running');
  if (status === 'undone') return new AppError('IMPORT_NOT_UNDOABLE', 'This import was already undone');
  if (status === 'interrupted')
    return new AppError('IMPORT_NOT_UNDOABLE', 'This import was interrupted; none of its rows were kept');
  if (created === 0) return new AppError('IMPORT_NOT_UNDOABLE', 'This import created nothing to undo');
  return new AppError(
    'IMPORT_UNDO_EXPIRED',
    'You can undo your own import for a day after it ran; after that, ask the CEO or an Admin',
  );
}

/**
 * Undoes an import (`canUndoImport`): the batch is claimed first (a second undo, even at the same
 * moment, is refused), then its kind removes what it created and was not edited since. If the removal
 * fails the claim is released, so the undo can be tried again (it then removes what is left); a
 * database failing part-way says how many records were removed.
 */
export async function undoImport(user: AuthUser, id: string, undoers: ImportUndoers): Promise<UndoImportResult> {
  const batch = await findVisibleBatch(user, id);
  const dto = toImportBatchDto(batch);
  if (!canUndoImport(user, dto) || !batch.finishedAt) throw refusal(dto.status, dto.created);
  const by = { _id: new Types.ObjectId(user._id), name: user.name, role: user.role };
  const claimed = await ImportBatchModel.updateOne(
    { _id: batch._id, status: 'done' },
    { $set: { status: 'undone', undone: { at: new Date(), by, removed: 0, kept: 0 } } },
  );
  if (claimed.modifiedCount !== 1) throw refusal('undone', dto.created);
  try {
    const result = await undoers[batch.kind](user, { _id: batch._id, finishedAt: batch.finishedAt });
    await ImportBatchModel.updateOne(
      { _id: batch._id },
      { $set: { 'undone.removed': result.removed, 'undone.kept': result.kept } },
    );
    return result;
  } catch (err) {
    await ImportBatchModel.updateOne({ _id: batch._id }, { $set: { status: 'done', undone: null } }).catch(
      () => undefined,
    );
    throw partialUndoFailure(err);
  }
}

const UNDO_FAILURES = {
  unavailable: { code: 'DB_DOWN', what: 'The database stopped answering' },
  timeout: { code: 'BUSY', what: 'The database took too long to answer' },
  tooLarge: { code: 'TOO_LARGE', what: 'The database refused a write' },
} as const;

/** A removal cut off part-way (writeInSlices) by the database: where it stood, and that undoing again removes the rest. */
function partialUndoFailure(err: unknown): unknown {
  const failure = databaseFailureOf(err);
  if (!(err instanceof SliceWriteFailed) || !failure) return err;
  const { code, what } = UNDO_FAILURES[failure];
  const count = (n: number) => n.toLocaleString('en');
  const stand = [
    err.written && `${count(err.written)} were removed`,
    err.unsure && `${count(err.unsure)} may have been removed`,
    err.untried && `${count(err.untried)} were not removed`,
  ]
    .filter(Boolean)
    .join(', ');
  return new AppError(code, `${what} while undoing this import: ${stand}. Undo it again to remove the rest.`, {
    removed: err.written,
    unsure: err.unsure,
    notRemoved: err.untried,
  });
}
