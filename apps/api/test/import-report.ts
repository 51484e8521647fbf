/** One refused row of a spreadsheet import, as the report lists it. */
export interface RowError {
  row: number;
  message: string;
}

/** A sheet row that is not a record (a total, a note), skipped and named. */
export interface SkippedRow {
  row: number;
  reason: string;
}

/**
 * The report an import should give: its batch (the Imports list, undo), `created` rows saved and, for
 * each row it skipped, the row's number and why (so `skipped` is the count of `errors`); `warnings`:
 * what imported rows left out (unknown values, foreign amounts); `skippedRows`: the rows that were
 * not records at all (a total, a note), not counted.
 */
export function importReport(
  created: number,
  errors: RowError[],
  { warnings = [], skippedRows = [] }: { warnings?: RowError[]; skippedRows?: SkippedRow[] } = {},
) {
  return {
    batchId: expect.stringMatching(/^[0-9a-f]{24}$/),
    created,
    skipped: errors.length,
    errors,
    warnings,
    skippedRows,
  };
}
