import { IMPORT_MESSAGES, matchKey } from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import { decodeSpreadsheetDataUrl } from './data-url';
import { DEFAULT_READ_LIMITS, type ReadLimits, type ReadRow, readSheetRows } from './sheet-reader';
import { assertZipWithinLimits } from './zip-limits';

const BLANK_ROWS_READ = 1000;
/** The header is looked for among the first this many non-blank rows (titles, a date line, notes above it). */
const HEADER_SEARCH_ROWS = 20;
/** Rows offered as the header row in a preview, and how much of each cell they show. */
const HEADER_CANDIDATES = 10;
const CANDIDATE_CELL_CHARS = 60;

/** A data row of the sheet: `row` is its 1-based number in the sheet, `cells` its text by header (`matchKey`). */
export interface SheetRow {
  row: number;
  cells: Record<string, string>;
  /** Header (`matchKey`) -> the header as the sheet writes it, to name columns in messages. */
  headers: ReadonlyMap<string, string>;
  /** Every cell's text in column order, headed or not (a note may sit in a column without a header). */
  values: readonly string[];
}

export interface SheetTable {
  /** The sheet row the headers were read from (1-based). */
  headerRow: number;
  /** Its headers (`matchKey`) -> as the sheet writes them. */
  headers: ReadonlyMap<string, string>;
  /** The header row's cells by `matchKey`, column by column (to tell the header repeated lower down). */
  headerKeys: readonly string[];
  /** The first non-blank rows, any of which may be chosen as the header row. */
  headerCandidates: { row: number; values: string[] }[];
  /** The rows under the header row, blank rows dropped. */
  rows: SheetRow[];
}

export interface ReadSheetOptions {
  /** Header names (by `matchKey`) this import knows: the header row is the first row naming enough of them. */
  knownHeaders?: ReadonlySet<string>;
  /** Headers the sheet must name one of for a row to be the header row (the import's required columns). */
  requiredHeaders?: ReadonlySet<string>;
  /** The header row the person chose (1-based sheet row): taken as is. */
  headerRow?: number;
  limits?: Partial<Omit<ReadLimits, 'maxRows'>>;
}

/**
 * The first sheet as a table: its header row (the one chosen, else the first of the first 20 non-blank
 * rows that names a required column or two known ones, past titles and notes; else the first non-blank
 * row) and the rows under it, blank rows dropped. More than `maxRows` rows is a 400. The file's size,
 * unzipped size, parse time and memory are all capped.
 */
export async function readSheet(dataUrl: string, maxRows: number, options: ReadSheetOptions = {}): Promise<SheetTable> {
  const file = decodeSpreadsheetDataUrl(dataUrl);
  if (file.format === 'xlsx') await assertZipWithinLimits(file.bytes);
  // SheetJS counts rows by position and skips later ones unread: read the titles above the header, the
  // header, `maxRows` rows, one more to tell that there are too many, and room for blank rows. Data below
  // that many blank rows goes unread.
  const read = await readSheetRows(file, {
    ...DEFAULT_READ_LIMITS,
    ...options.limits,
    maxRows: maxRows + HEADER_SEARCH_ROWS + 2 + BLANK_ROWS_READ,
  });
  if (read.length === 0) throw new AppError('FILE_UNREADABLE', 'The spreadsheet is empty');
  const headerAt = headerIndex(read, options);
  const headerRow = read[headerAt]!;
  const body = read.slice(headerAt + 1);
  if (body.length > maxRows)
    throw new AppError(
      'IMPORT_TOO_MANY_ROWS',
      `The sheet has more than ${maxRows} rows; at most ${maxRows} can be imported at once`,
    );
  const titles = headerRow.values.map((title) => title.replace(/\s+/g, ' '));
  const keys = titles.map(matchKey);
  const headers = new Map(keys.map((key, col) => [key, titles[col] ?? key] as const).filter(([key]) => key));
  const rows = body.map(({ row, values }) => {
    const cells: Record<string, string> = Object.create(null); // a header may read "constructor"
    keys.forEach((key, col) => {
      if (key && !cells[key]) cells[key] = values[col] ?? ''; // of two same headers, the first non-empty wins
    });
    return { row, cells, headers, values };
  });
  // The row taken is always among them, though it lie further down.
  const candidates = read.slice(0, HEADER_CANDIDATES);
  if (headerAt >= HEADER_CANDIDATES) candidates.push(headerRow);
  return { headerRow: headerRow.row, headers, headerKeys: keys, headerCandidates: candidates.map(candidateOf), rows };
}

function headerIndex(read: readonly ReadRow[], { knownHeaders, requiredHeaders, headerRow }: ReadSheetOptions) {
  if (headerRow !== undefined) {
    const chosen = read.findIndex((r) => r.row === headerRow);
    if (chosen < 0) throw new AppError('IMPORT_HEADER_ROW', IMPORT_MESSAGES.headerRowUnread(headerRow));
    return chosen;
  }
  if (!knownHeaders) return 0;
  const found = read.slice(0, HEADER_SEARCH_ROWS).findIndex(({ values }) => {
    const named = new Set(values.map(matchKey).filter((key) => knownHeaders.has(key)));
    return named.size >= 2 || [...named].some((key) => requiredHeaders?.has(key));
  });
  // No row names the import's columns: the first is taken, and the refusal names its cells.
  return Math.max(found, 0);
}

const candidateOf = ({ row, values }: ReadRow) => {
  const filled = values.length - [...values].reverse().findIndex((v) => v !== '');
  return {
    row,
    values: values
      .slice(0, filled)
      .map((v) => (v.length > CANDIDATE_CELL_CHARS ? `${v.slice(0, CANDIDATE_CELL_CHARS - 1)}…` : v)),
  };
};
