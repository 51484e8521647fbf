import type { Types } from 'mongoose';
import {
  matchKey,
  REJECTED_REASON_HEADER,
  type ImportProblem,
  type ImportProblemsQuery,
  type ImportResult,
  type Paginated,
} from '@crm/contracts';
import type { AuthUser } from '../../core/auth-user';
import { type RejectedRow, tableFile } from '../../lib/spreadsheet';
import { writeInSlices } from '../../lib/write-in-slices';
import { findVisibleBatch } from './import-batch.access';
import { ImportProblemModel } from './import-problem.model';

interface ImportWarning {
  row: number;
  message: string;
}

interface StoredProblem {
  row: number;
  kind: ImportProblem['kind'];
  message: string;
  cells?: { header?: string | null; value?: string | null }[];
}

/** The warnings of an import's result (rows imported with a value left out). */
export const warningsOf = (result: ImportResult): ImportWarning[] => [...result.warnings];

/** Keeps an import's rejected rows and warnings beside its batch, in bulk writes of a few hundred (writeInSlices). */
export async function keepProblems(batchId: Types.ObjectId, rejected: RejectedRow[], warnings: ImportWarning[]) {
  const docs = [
    ...rejected.map(({ row, cells, reason }) => ({
      batchId,
      row,
      kind: 'rejected' as const,
      message: reason,
      cells: cells.map(([header, value]) => ({ header, value })),
    })),
    ...warnings.map(({ row, message }) => ({ batchId, row, kind: 'warning' as const, message, cells: [] })),
  ];
  await writeInSlices(docs, (slice) => ImportProblemModel.insertMany(slice, { lean: true }));
}

const toProblemDto = (problem: StoredProblem): ImportProblem => ({
  row: problem.row,
  kind: problem.kind,
  message: problem.message,
  cells: (problem.cells ?? []).map((cell) => ({ header: cell.header ?? '', value: cell.value ?? '' })),
});

/** An import's rejected rows and warnings by row, a page at a time (404 for an import the caller may not see). */
export async function listProblems(
  user: AuthUser,
  id: string,
  query: ImportProblemsQuery,
): Promise<Paginated<ImportProblem>> {
  const batch = await findVisibleBatch(user, id);
  const filter = { batchId: batch._id };
  const [rows, total] = await Promise.all([
    ImportProblemModel.find(filter)
      .sort({ row: 1, kind: 1, _id: 1 })
      .skip((query.page - 1) * query.limit)
      .limit(query.limit)
      .lean<StoredProblem[]>(),
    ImportProblemModel.countDocuments(filter),
  ]);
  return { items: rows.map(toProblemDto), total, page: query.page, limit: query.limit };
}

/**
 * The rejected rows as an .xlsx to fix and import again: the sheet's headers in its order, each row's
 * cells as they were, and the reason in a last column, which the import ignores as unknown.
 */
export async function rejectedRowsFile(user: AuthUser, id: string) {
  const batch = await findVisibleBatch(user, id);
  const rows = await ImportProblemModel.find({ batchId: batch._id, kind: 'rejected' })
    .sort({ row: 1, _id: 1 })
    .select('row message cells')
    .lean<StoredProblem[]>();
  const problems = rows.map(toProblemDto);
  const headers = [...new Set(problems.flatMap((p) => p.cells.map((cell) => cell.header)))];
  // A sheet with its own "Reason" column keeps it: ours takes another name.
  const reason = headers.some((h) => matchKey(h) === matchKey(REJECTED_REASON_HEADER))
    ? `${REJECTED_REASON_HEADER} (import)`
    : REJECTED_REASON_HEADER;
  const body = problems.map((p) => {
    const byHeader = new Map(p.cells.map((cell) => [cell.header, cell.value]));
    return [...headers.map((h) => byHeader.get(h) ?? ''), p.message];
  });
  return tableFile('Rejected rows', `${batch.kind}-rejected-rows.xlsx`, [[...headers, reason], ...body]);
}
