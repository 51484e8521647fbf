import { matchKey } from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import { decodeSpreadsheetDataUrl } from './data-url';
import { DEFAULT_READ_LIMITS, type ReadLimits, readSheetRows } from './sheet-reader';
import { assertZipWithinLimits } from './zip-limits';

const BLANK_ROWS_READ = 1000;

/** A data row of the sheet: `row` is its 1-based number in the sheet, `cells` its text by header (`matchKey`). */
export interface SheetRow {
  row: number;
  cells: Record<string, string>;
  /** Header (`matchKey`) -> the header as the sheet writes it, to name columns in messages. */
  headers: ReadonlyMap<string, string>;
}

/**
 * The rows under the first non-blank row (the headers) of the first sheet; blank rows are dropped.
 * More than `maxRows` rows is a 400. The file's size, unzipped size, parse time and memory are all capped.
 */
export async function readSheet(
  dataUrl: string,
  maxRows: number,
  limits: Partial<Omit<ReadLimits, 'maxRows'>> = {},
): Promise<SheetRow[]> {
  const file = decodeSpreadsheetDataUrl(dataUrl);
  if (file.format === 'xlsx') await assertZipWithinLimits(file.bytes);
  // SheetJS counts rows by position and skips later ones unread: read the header, `maxRows` rows, one more
  // to tell that there are too many, and room for blank rows. Data below that many blank rows goes unread.
  const [headerRow, ...body] = await readSheetRows(file.bytes, {
    ...DEFAULT_READ_LIMITS,
    ...limits,
    maxRows: maxRows + 2 + BLANK_ROWS_READ,
  });
  if (!headerRow) throw new AppError('FILE_UNREADABLE', 'The spreadsheet is empty');
  if (body.length > maxRows)
    throw new AppError(
      'IMPORT_TOO_MANY_ROWS',
      `The sheet has more than ${maxRows} rows; at most ${maxRows} can be imported at once`,
    );
  const titles = headerRow.values.map((title) => title.replace(/\s+/g, ' '));
  const keys = titles.map(matchKey);
  const headers = new Map(keys.map((key, col) => [key, titles[col] ?? key] as const).filter(([key]) => key));
  return body.map(({ row, values }) => {
    const cells: Record<string, string> = Object.create(null); // a header may read "constructor"
    keys.forEach((key, col) => {
      if (key && !cells[key]) cells[key] = values[col] ?? ''; // of two same headers, the first non-empty wins
    });
    return { row, cells, headers };
  });
}
