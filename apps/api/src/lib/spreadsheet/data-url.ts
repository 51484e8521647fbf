import { AppError } from '../../errors/app-error';

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]); // .xlsx is a zip archive
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]); // .xls is an OLE compound file

export interface SpreadsheetFile {
  bytes: Buffer;
  format: 'xlsx' | 'xls';
}

/** Decodes `data:...;base64,...` and checks by content that it is an .xlsx or .xls file. */
export function decodeSpreadsheetDataUrl(dataUrl: string): SpreadsheetFile {
  const match = /^data:([^;,]*)(;[^,]*)?;base64,(.*)$/s.exec(dataUrl);
  if (!match) throw new AppError('FILE_UNREADABLE', 'The file could not be read: expected a base64 data URL');
  const bytes = Buffer.from(match[3] ?? '', 'base64');
  if (bytes.length === 0) throw new AppError('FILE_UNREADABLE', 'The file is empty');
  if (bytes.length > MAX_IMPORT_BYTES) throw new AppError('TOO_LARGE', 'The file is too large (max 10 MB)');
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) return { bytes, format: 'xlsx' };
  if (bytes.subarray(0, 8).equals(CFB_MAGIC)) return { bytes, format: 'xls' };
  throw new AppError('SPREADSHEET_REQUIRED', 'The file must be an .xlsx or .xls spreadsheet');
}
