import * as XLSX from 'xlsx';
import type { Test } from 'supertest';

/** Collects a file answer's bytes (supertest parses only text and JSON by itself). */
export const asBuffer = (test: Test) =>
  test.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** The first sheet of an .xlsx as rows of cells, headers first. */
export function sheetRows(file: Buffer): unknown[][] {
  const book = XLSX.read(file, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: '' });
}

/** The first sheet of an .xlsx as one object per row, keyed by its headers. */
export function sheetObjects(file: Buffer): Record<string, unknown>[] {
  const book = XLSX.read(file, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]!]!, { defval: '' });
}

/** An .xlsx as the data URL an import is posted with. */
export const xlsxDataUrl = (file: Buffer) =>
  `data:application/vnd.openxmlformats-officedocument.spreadsheetml.sheet;base64,${file.toString('base64')}`;
