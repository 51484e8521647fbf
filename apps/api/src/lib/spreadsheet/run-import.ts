import { type ImportPhase, type ImportPreview, type ImportResult, IMPORT_MESSAGES, matchKey } from '@crm/contracts';
import { journaled } from '../../db/import-journal';
import { junkReason } from './junk-rows';
import { readSheet, type SheetRow } from './read-sheet';
import { type RejectedRow, rejectedRowsOf } from './rejected-rows';
import { yieldToOthers } from './yield-to-others';

/** What the pipeline uses of an import's `sheetColumns` (methods: each import's own field names fit). */
interface Columns {
  remap(rows: readonly SheetRow[], mapping: Record<string, string> | undefined): SheetRow[];
  requireAny(headers: SheetRow['headers'] | undefined, ...fields: string[]): void;
  missingOf(headers: SheetRow['headers'] | undefined, fields: readonly string[]): string | null;
  read(headers: SheetRow['headers']): { header: string; field: string | null }[];
  headerKeys(fields?: readonly string[]): Set<string>;
  isFieldKey(key: string): boolean;
  readonly fields: readonly string[];
}
/** Rows shown in a preview, as they would be stored. */
const SAMPLE_ROWS = 5;
/** Unknown values a preview lists per column, the most frequent first (a free-text column has as many as rows). */
const UNKNOWN_VALUES_SHOWN = 100;
/** Rows are checked on the request thread in slices of at most this long: others' requests go between them. */
const PARSE_SLICE_MS = 8;

export type RowError = ImportResult['errors'][number];
export type RowWarning = ImportResult['warnings'][number];
/** A value of a column that the portal does not know ("مهتم" as a status), counted by the preview. */
export interface UnknownValue {
  field: string;
  value: string;
}
/** What a column's unknown values may be mapped to (`importBody.values`), for the preview to offer. */
export type ValueChoices = Record<string, { options: { value: string; label: string }[]; canCreate: boolean }>;
/**
 * A row maps to a document, or to the message reported for it (naming the record it duplicates, if
 * any). `warnings`: what an imported row left out (a value it did not know, a foreign amount);
 * `unknown`: the values it had that the portal does not know, mapped or not (the preview lists them).
 */
export type RowOutcome<Doc> = ({ doc: Doc } | { error: string; existing?: RowError['existing'] }) & {
  warnings?: string[];
  unknown?: UnknownValue[];
};
export interface AcceptedRow<Doc> {
  row: number;
  doc: Doc;
}

/**
 * What an import reports as it goes, and the fields every record it creates carries (its batch, for
 * the Imports list and undo): given by modules/imports, absent for a preview.
 */
export interface ImportTracker {
  readonly stamp: Readonly<Record<string, unknown>>;
  progress(phase: ImportPhase, done: number, rows: number): void;
  /** Told once, at the end, the refused rows as the sheet had them (kept with the batch). */
  rejected?(rows: RejectedRow[]): void;
}

/** A preview, or an import nobody follows: stamps nothing, reports nowhere. */
export const UNTRACKED: ImportTracker = { stamp: {}, progress: () => undefined };

export interface ImportPlan<Doc, Context> {
  dataUrl: string;
  maxRows: number;
  /** The import's columns, and how the person re-mapped them after a preview (header -> field, '' ignored). */
  columns: Columns;
  mapping?: Record<string, string>;
  /** The sheet row holding the headers, as the person chose it (else the first row naming known columns). */
  headerRow?: number;
  /** A sheet with none of these columns is refused (a preview says it misses them). */
  required: readonly string[];
  /** A row's document as the preview shows it: field -> text. */
  present: (doc: Doc) => Record<string, string>;
  /** Loads once, for the whole sheet, what rows are checked against (teams, phones already on file...). */
  load: (rows: readonly SheetRow[]) => Promise<Context>;
  /** Called in sheet order, so it may remember earlier rows (a phone twice in the sheet). */
  parseRow: (row: SheetRow, context: Context) => RowOutcome<Doc>;
  /** What each column's unknown values may be mapped to, from what `load` read (none: nothing to map). */
  valueChoices?: (context: Context) => ValueChoices;
  /** Writes the accepted rows with the tracker's stamp, reporting progress; answers those refused while writing (a duplicate key...). */
  save: (accepted: AcceptedRow<Doc>[], tracker: ImportTracker) => Promise<RowError[]>;
}

/**
 * The import pipeline shared by leads, users and units: read the sheet (off the request thread, capped),
 * map each row to a document or an error, save the good ones, and report `{ created, skipped, errors }`.
 * All or nothing: the rows `save` inserts are journaled, rolled back whole if it fails or the process
 * dies half-way, and a stopping server waits for the import to finish (db/import-journal.ts).
 */
export function runImport<Doc, Context>(
  plan: ImportPlan<Doc, Context>,
  tracker: ImportTracker = UNTRACKED,
): Promise<ImportResult> {
  return journaled(() => importRows(plan, tracker));
}

async function importRows<Doc, Context>(plan: ImportPlan<Doc, Context>, tracker: ImportTracker): Promise<ImportResult> {
  tracker.progress('reading', 0, 0);
  const { table, all, rows, skippedRows } = await readRows(plan);
  // A sheet of headers only is refused too when they name none of the columns needed.
  plan.columns.requireAny(all[0]?.headers ?? table.headers, ...plan.required);
  const { accepted, errors, warnings } = await parseRows(plan, rows, tracker);
  tracker.progress('saving', 0, accepted.length);
  const refused = accepted.length ? await plan.save(accepted, tracker) : [];
  errors.push(...refused);
  errors.sort((a, b) => a.row - b.row);
  tracker.rejected?.(rejectedRowsOf(rows, errors, plan.columns.read));
  const refusedRows = new Set(refused.map((r) => r.row));
  return {
    created: accepted.length - refused.length,
    skipped: errors.length,
    errors,
    warnings: warnings.filter((w) => !refusedRows.has(w.row)),
    skippedRows,
  };
}

/** What `runImport` would do with this sheet and mapping, with nothing stored. */
export async function previewImport<Doc, Context>(plan: ImportPlan<Doc, Context>): Promise<ImportPreview> {
  const { table, all, rows, skippedRows } = await readRows(plan);
  const headers = all[0]?.headers ?? new Map<string, string>();
  const missing = plan.columns.missingOf(all[0]?.headers, plan.required);
  const { accepted, errors, warnings, unknownValues } = missing ? NOTHING_PARSED : await parseRows(plan, rows);
  return {
    columns: plan.columns.read(headers),
    fields: [...plan.columns.fields],
    // The fields the sheet needs one of (a column to map to one of them), by name, for the screen to word.
    missing: missing ? [...plan.required] : [],
    sample: accepted.slice(0, SAMPLE_ROWS).map(({ row, doc }) => ({ row, values: plan.present(doc) })),
    rows: rows.length,
    ready: accepted.length,
    errors,
    warnings,
    unknownValues,
    skippedRows,
    headerRow: table.headerRow,
    headerCandidates: table.headerCandidates,
  };
}

const NOTHING_PARSED = { accepted: [], errors: [], warnings: [], unknownValues: [] };

/**
 * The sheet's rows under its header row, re-mapped as asked: `all` of them, the `rows` to check, and
 * the totals and notes among them, skipped with why.
 */
async function readRows<Doc, Context>({
  dataUrl,
  maxRows,
  columns,
  mapping = {},
  required,
  headerRow,
}: ImportPlan<Doc, Context>) {
  const mappedTo = (fields: readonly string[]) =>
    Object.keys(mapping)
      .filter((header) => fields.includes(mapping[header] ?? ''))
      .map(matchKey);
  const table = await readSheet(dataUrl, maxRows, {
    knownHeaders: new Set([...columns.headerKeys(), ...mappedTo(columns.fields)]),
    requiredHeaders: new Set([...columns.headerKeys(required), ...mappedTo(required)]),
    headerRow,
  });
  const all = columns.remap(table.rows, mapping);
  const rows: SheetRow[] = [];
  const skippedRows: ImportResult['skippedRows'] = [];
  // Two lists pasted one under the other: the second one's header is not a record.
  const isHeaderAgain = (values: readonly string[]) =>
    table.headerKeys.every((key, col) => matchKey(values[col] ?? '') === key);
  let sliceStart = performance.now();
  for (const row of all) {
    if (performance.now() - sliceStart > PARSE_SLICE_MS) {
      await yieldToOthers();
      sliceStart = performance.now();
    }
    const fieldValues = Object.keys(row.cells).flatMap((key) => (columns.isFieldKey(key) ? [row.cells[key]!] : []));
    const reason = isHeaderAgain(row.values) ? IMPORT_MESSAGES.skippedHeaderAgain : junkReason(row.values, fieldValues);
    if (reason) skippedRows.push({ row: row.row, reason });
    else rows.push(row);
  }
  return { table, all, rows, skippedRows };
}

async function parseRows<Doc, Context>(
  plan: ImportPlan<Doc, Context>,
  rows: SheetRow[],
  tracker: ImportTracker = UNTRACKED,
) {
  tracker.progress('checking', 0, rows.length);
  const context = await plan.load(rows);
  const errors: RowError[] = [];
  const warnings: RowWarning[] = [];
  const accepted: AcceptedRow<Doc>[] = [];
  const unknownCounts = new Map<string, Map<string, number>>();
  let sliceStart = performance.now();
  for (const [i, row] of rows.entries()) {
    if (performance.now() - sliceStart > PARSE_SLICE_MS) {
      tracker.progress('checking', i, rows.length);
      await yieldToOthers();
      sliceStart = performance.now();
    }
    const outcome = plan.parseRow(row, context);
    for (const { field, value } of outcome.unknown ?? []) {
      const counts = unknownCounts.get(field) ?? unknownCounts.set(field, new Map()).get(field)!;
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    if ('error' in outcome) {
      errors.push({ row: row.row, message: outcome.error, ...(outcome.existing && { existing: outcome.existing }) });
    } else {
      accepted.push({ row: row.row, doc: outcome.doc });
      for (const message of outcome.warnings ?? []) warnings.push({ row: row.row, message });
    }
  }
  const choices = plan.valueChoices?.(context) ?? {};
  const unknownValues = [...unknownCounts].map(([field, counts]) => ({
    field,
    values: [...counts]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => b.count - a.count)
      .slice(0, UNKNOWN_VALUES_SHOWN),
    options: choices[field]?.options ?? [],
    canCreate: choices[field]?.canCreate ?? false,
  }));
  return { accepted, errors, warnings, unknownValues };
}
