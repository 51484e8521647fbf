import * as XLSX from 'xlsx';

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
