import * as XLSX from 'xlsx';
import type { ImportColumn } from '@crm/contracts';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An .xlsx of one sheet, one row per object (keys are the headers). */
function writeSheet(sheetName: string, rows: Record<string, string | number | boolean>[]): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.json_to_sheet(rows), sheetName);
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** A download of one sheet: the .xlsx, the name it saves under, and its type. */
export function sheetFile(sheetName: string, filename: string, rows: Record<string, string | number | boolean>[]) {
  return { file: writeSheet(sheetName, rows), filename, contentType: XLSX_MIME };
}

/** An import's template: one sheet holding only the headers its columns are known by, in `lang`. */
export function templateFile(
  sheetName: string,
  filename: string,
  columns: Record<string, ImportColumn>,
  lang: 'en' | 'ar',
) {
  const workbook = XLSX.utils.book_new();
  const headers = Object.values(columns).map((column) => column[lang][0] ?? '');
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([headers]), sheetName);
  const file = XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  return { file, filename, contentType: XLSX_MIME };
}

/** A download of one sheet given as rows of cells, the first its headers (kept as written: text stays text). */
export function tableFile(sheetName: string, filename: string, rows: string[][]) {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), sheetName);
  const file = XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  return { file, filename, contentType: XLSX_MIME };
}
