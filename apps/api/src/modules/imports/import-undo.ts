import { Types } from 'mongoose';
import { canUndoImport, type ImportKind, type UndoImportResult } from '@crm/contracts';
import { AppError } from '../../errors/app-error';
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
 * fails the claim is released, so the undo can be tried again.
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
    throw err;
  }
}
