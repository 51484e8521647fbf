import type { SheetRow } from './read-sheet';

/** A refused row as the sheet had it: its number, its cells (header -> value, in the sheet's column order) and why. */
export interface RejectedRow {
  row: number;
  cells: [header: string, value: string][];
  reason: string;
}

/** Fields whose cells are never kept (a users sheet's passwords): the column stays, empty, to be filled again. */
const SECRET_FIELDS: ReadonlySet<string> = new Set(['password']);

/**
 * The refused rows among `rows`, each with its cells as read, for the import's problems and its
 * download; `read` names the field each header was read as (to leave secrets out).
 */
export function rejectedRowsOf(
  rows: readonly SheetRow[],
  errors: readonly { row: number; message: string }[],
  read: (headers: SheetRow['headers']) => { header: string; field: string | null }[],
) {
  const byNumber = new Map(rows.map((row) => [row.row, row]));
  const secret = new Set(
    rows[0]
      ? read(rows[0].headers).flatMap(({ header, field }) => (field && SECRET_FIELDS.has(field) ? [header] : []))
      : [],
  );
  return errors.map(({ row, message }): RejectedRow => {
    const sheetRow = byNumber.get(row);
    const cells = sheetRow
      ? [...sheetRow.headers].map(([key, header]): [string, string] => [
          header,
          secret.has(header) ? '' : (sheetRow.cells[key] ?? ''),
        ])
      : [];
    return { row, cells, reason: message };
  });
}
