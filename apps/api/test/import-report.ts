/** One refused row of a spreadsheet import, as the report lists it. */
export interface RowError {
  row: number;
  message: string;
}

/**
 * The report an import should give: its batch (the Imports list, undo), `created` rows saved and, for
 * each row it skipped, the row's number and why (so `skipped` is the count of `errors`); `warnings`:
 * what imported rows left out (unknown values, foreign amounts).
 */
export function importReport(created: number, errors: RowError[], warnings: RowError[] = []) {
  return { batchId: expect.stringMatching(/^[0-9a-f]{24}$/), created, skipped: errors.length, errors, warnings };
}
