import { Types } from 'mongoose';
import { canSeeAllImports } from '@crm/contracts';
import type { AuthUser } from '../../core/auth-user';
import { AppError } from '../../errors/app-error';
import { ImportBatchModel } from './import-batch.model';
import type { LeanImportBatch } from './import-batch.dto';

/** An import the caller may see (CEO/Admin every one, others their own); any other is a 404, as one that does not exist. */
export async function findVisibleBatch(user: AuthUser, id: string): Promise<LeanImportBatch> {
  const batch = await ImportBatchModel.findById(new Types.ObjectId(id)).lean<LeanImportBatch>();
  if (!batch || (!canSeeAllImports(user) && String(batch.by._id) !== user._id))
    throw new AppError('IMPORT_NOT_FOUND', 'Import not found');
  return batch;
}
