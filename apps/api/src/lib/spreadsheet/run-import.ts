import type { ImportResult } from '@crm/contracts';
import { journaled } from '../../db/import-journal';
import { readSheet, type SheetRow } from './read-sheet';

export type RowError = ImportResult['errors'][number];
/** A row maps to a document, or to the message reported for it (naming the record it duplicates, if any). */
export type RowOutcome<Doc> = { doc: Doc } | { error: string; existing?: RowError['existing'] };
export interface AcceptedRow<Doc> {
  row: number;
  doc: Doc;
}

export interface ImportPlan<Doc, Context> {
  dataUrl: string;
  maxRows: number;
  /** Loads once, for the whole sheet, what rows are checked against (teams, phones already on file...). */
  load: (rows: readonly SheetRow[]) => Promise<Context>;
  /** Called in sheet order, so it may remember earlier rows (a phone twice in the sheet). */
  parseRow: (row: SheetRow, context: Context) => RowOutcome<Doc>;
  /** Writes the accepted rows; answers those refused while writing (a duplicate key...). */
  save: (accepted: AcceptedRow<Doc>[]) => Promise<RowError[]>;
}

/**
 * The import pipeline shared by leads, users and units: read the sheet (off the request thread, capped),
 * map each row to a document or an error, save the good ones, and report `{ created, skipped, errors }`.
 * All or nothing: the rows `save` inserts are journaled, rolled back whole if it fails or the process
 * dies half-way, and a stopping server waits for the import to finish (db/import-journal.ts).
 */
export function runImport<Doc, Context>(plan: ImportPlan<Doc, Context>): Promise<ImportResult> {
  return journaled(() => importRows(plan));
}

async function importRows<Doc, Context>(plan: ImportPlan<Doc, Context>): Promise<ImportResult> {
  const rows = await readSheet(plan.dataUrl, plan.maxRows);
  const context = await plan.load(rows);
  const errors: RowError[] = [];
  const accepted: AcceptedRow<Doc>[] = [];
  for (const row of rows) {
    const outcome = plan.parseRow(row, context);
    if ('error' in outcome) {
      errors.push({ row: row.row, message: outcome.error, ...(outcome.existing && { existing: outcome.existing }) });
    } else accepted.push({ row: row.row, doc: outcome.doc });
  }
  const refused = accepted.length ? await plan.save(accepted) : [];
  errors.push(...refused);
  errors.sort((a, b) => a.row - b.row);
  return { created: accepted.length - refused.length, skipped: errors.length, errors };
}
