import { Types } from 'mongoose';
import { canSeeAllImports, type ImportBatch, type ListImportsQuery, type Paginated } from '@crm/contracts';
import type { AuthUser } from '../../core/auth-user';
import { ImportBatchModel } from './import-batch.model';
import { type LeanImportBatch, toImportBatchDto } from './import-batch.dto';
import { runningImportFilter } from './import-tracking';

/** Imports newest first: all of them for CEO/Admin, the caller's own for others. */
export async function listImports(user: AuthUser, query: ListImportsQuery): Promise<Paginated<ImportBatch>> {
  const filter: Record<string, unknown> = {};
  if (!canSeeAllImports(user)) filter['by._id'] = new Types.ObjectId(user._id);
  if (query.kind) filter.kind = query.kind;
  const [rows, total] = await Promise.all([
    ImportBatchModel.find(filter)
      .sort({ startedAt: -1, _id: -1 })
      .skip((query.page - 1) * query.limit)
      .limit(query.limit)
      .lean<LeanImportBatch[]>(),
    ImportBatchModel.countDocuments(filter),
  ]);
  const now = Date.now();
  return { items: rows.map((row) => toImportBatchDto(row, now)), total, page: query.page, limit: query.limit };
}

/** The caller's running import, for its progress bar. */
export async function currentImport(user: AuthUser): Promise<{ running: ImportBatch | null }> {
  const running = await ImportBatchModel.findOne(runningImportFilter(user._id)).lean<LeanImportBatch>();
  return { running: running ? toImportBatchDto(running) : null };
}
