import { z } from 'zod';
import { isoDate, objectId } from '../common/primitives';
import { pageQuery, pageQueryWith } from '../common/pagination';
import { type Role, roleSchema } from '../auth/roles';
import { can } from '../auth/policies';

export const IMPORT_KINDS = ['leads', 'units', 'users'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** Reading the file, checking its rows, storing them: what a running import's progress bar names. */
export const IMPORT_PHASES = ['reading', 'checking', 'saving'] as const;
export type ImportPhase = (typeof IMPORT_PHASES)[number];

/**
 * `interrupted`: the server stopped while it ran (its rows were rolled back at the next start).
 * `undone`: its records were removed (soft delete) by an undo; those edited since were kept.
 */
export const IMPORT_STATUSES = ['running', 'done', 'undone', 'interrupted'] as const;

/** How long the person who ran an import may undo it themselves; CEO and Admin may at any time. */
export const IMPORT_UNDO_BY_IMPORTER_MS = 24 * 60 * 60 * 1000;

const person = z.object({ _id: objectId, name: z.string(), role: roleSchema });

/** An import: who ran it, on what, when, and what came of it. */
export const importBatchSchema = z.object({
  _id: objectId,
  kind: z.enum(IMPORT_KINDS),
  by: person,
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  phase: z.enum(IMPORT_PHASES),
  /** Rows in the sheet (0 while it is read) and rows through the current phase. */
  rows: z.number().int(),
  done: z.number().int(),
  created: z.number().int(),
  skipped: z.number().int(),
  /** Rows imported with a warning (a value left out); they and the skipped rows are its problems (`problems` route). */
  warnings: z.number().int(),
  startedAt: isoDate,
  finishedAt: isoDate.nullable(),
  undone: z.object({ at: isoDate, by: person, removed: z.number().int(), kept: z.number().int() }).nullable(),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;

export const listImportsQuery = pageQuery.extend({ kind: z.enum(IMPORT_KINDS).optional() });
export type ListImportsQuery = z.infer<typeof listImportsQuery>;

/** A rejected row (its reason, and its cells as the sheet had them, in the sheet's column order) or a warning on an imported row. */
export const IMPORT_PROBLEM_KINDS = ['rejected', 'warning'] as const;
export const importProblemSchema = z.object({
  row: z.number().int(),
  kind: z.enum(IMPORT_PROBLEM_KINDS),
  message: z.string(),
  /** Empty for a warning: its row was imported. */
  cells: z.array(z.object({ header: z.string(), value: z.string() })),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

/** An import's problems by row, a page at a time. */
export const importProblemsQuery = pageQueryWith(50);
export type ImportProblemsQuery = z.infer<typeof importProblemsQuery>;

/** The header of the column a rejected-rows download adds (last): an import ignores it as unknown. */
export const REJECTED_REASON_HEADER = 'Reason';

/** The caller's import running now, if any (its progress). */
export const currentImportResponse = z.object({ running: importBatchSchema.nullable() });

/** How many an undo removed, and the records it kept because they were edited since (the first ones, by name). */
export const undoImportResult = z.object({
  removed: z.number().int(),
  kept: z.number().int(),
  keptRecords: z.array(z.object({ _id: objectId, name: z.string() })),
});
export type UndoImportResult = z.infer<typeof undoImportResult>;

type Me = { _id: string; role: Role } | null | undefined;

/**
 * Who may undo an import that finished and created something: CEO and Admin at any time, the person
 * who ran it for a day after it finished.
 */
export function canUndoImport(
  user: Me,
  batch: Pick<ImportBatch, 'by' | 'status' | 'created' | 'finishedAt'>,
  now: number = Date.now(),
): boolean {
  if (!user || batch.status !== 'done' || batch.created === 0 || !batch.finishedAt) return false;
  if (can(user, 'imports:all')) return true;
  return batch.by._id === user._id && now - Date.parse(batch.finishedAt) < IMPORT_UNDO_BY_IMPORTER_MS;
}

/** CEO and Admin see every import; others see their own. */
export const canSeeAllImports = (user: Me) => can(user, 'imports:all');
