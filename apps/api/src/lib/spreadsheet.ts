import * as XLSX from 'xlsx';
import { AppError, badRequest } from '../errors/app-error';

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]); // .xlsx is a zip archive
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]); // .xls is an OLE compound file

/** A spreadsheet row keyed by lower-cased, trimmed header names; `row` is the sheet's 1-based row number. */
export interface SheetRow {
  row: number;
  cells: Record<string, string>;
}

/** Decodes `data:...;base64,...` and checks by content that it is an .xlsx or .xls file. */
export function decodeSpreadsheetDataUrl(dataUrl: string): Buffer {
  const match = /^data:([^;,]*)(;[^,]*)?;base64,(.*)$/s.exec(dataUrl);
  if (!match) throw badRequest('The file could not be read: expected a base64 data URL');
  const buffer = Buffer.from(match[3] ?? '', 'base64');
  if (buffer.length === 0) throw badRequest('The file is empty');
  if (buffer.length > MAX_IMPORT_BYTES) throw new AppError(413, 'The file is too large (max 10 MB)', 'TOO_LARGE');
  const isXlsx = buffer.subarray(0, 4).equals(ZIP_MAGIC);
  const isXls = buffer.subarray(0, 8).equals(CFB_MAGIC);
  if (!isXlsx && !isXls) throw badRequest('The file must be an .xlsx or .xls spreadsheet');
  return buffer;
}

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value).trim();
};

/** Rows of the first sheet; blank rows are dropped, headers matched case-insensitively. */
export function readSheetRows(buffer: Buffer, maxRows: number): SheetRow[] {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(buffer, { type: 'buffer', cellDates: true, dense: true });
  } catch {
    throw badRequest('The file could not be read as a spreadsheet');
  }
  const sheetName = workbook.SheetNames[0];
  const sheet = sheetName ? workbook.Sheets[sheetName] : undefined;
  if (!sheet) throw badRequest('The spreadsheet has no sheet');
  const matrix = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: '', blankrows: true });
  const [headerRow, ...body] = matrix;
  if (!headerRow) throw badRequest('The spreadsheet is empty');
  const headers = headerRow.map((h) => cellText(h).toLowerCase());
  const rows: SheetRow[] = [];
  body.forEach((values, index) => {
    const cells: Record<string, string> = {};
    headers.forEach((header, col) => {
      if (header) cells[header] = cellText(values[col]);
    });
    if (Object.values(cells).some((v) => v !== '')) rows.push({ row: index + 2, cells });
  });
  if (rows.length > maxRows)
    throw badRequest(`The sheet has ${rows.length} rows; at most ${maxRows} can be imported at once`);
  return rows;
}

/** The first non-empty cell among several accepted header names. */
export const pick = (cells: Record<string, string>, ...names: string[]) =>
  names.map((n) => cells[n.toLowerCase()]).find((v) => v !== undefined && v !== '') ?? '';

export function writeSheet(sheetName: string, rows: Record<string, string | number | boolean>[]): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.json_to_sheet(rows), sheetName);
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
