import { IMPORT_MESSAGES } from '@crm/contracts';
import { AppError } from '../../errors/app-error';

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]); // .xlsx is a zip archive
const CFB_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]); // .xls is an OLE compound file

/** Browsers and systems send a .csv/.tsv as any of these (Excel on Windows claims its own type). */
const TEXT_TYPES = new Set([
  'text/csv',
  'text/tab-separated-values',
  'text/plain',
  'application/csv',
  'application/x-csv',
  'text/x-csv',
  'text/comma-separated-values',
  'application/vnd.ms-excel',
  'application/octet-stream',
  '',
]);
/** The first bytes looked at to tell text from binary. */
const SNIFFED_BYTES = 64 * 1024;

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be';

export type SpreadsheetFile =
  | { bytes: Buffer; format: 'xlsx' | 'xls' }
  /** A CSV or TSV: UTF-8 unless a byte-order mark says UTF-16 (UTF-8 that does not decode is read as Windows-1256). */
  | { bytes: Buffer; format: 'text'; encoding: TextEncoding };

const notASpreadsheet = () => new AppError('SPREADSHEET_REQUIRED', IMPORT_MESSAGES.notASpreadsheet);

/** Decodes `data:...;base64,...` and checks by content that it is an .xlsx, an .xls, or a CSV/TSV text. */
export function decodeSpreadsheetDataUrl(dataUrl: string): SpreadsheetFile {
  const match = /^data:([^;,]*)(;[^,]*)?;base64,(.*)$/s.exec(dataUrl);
  if (!match) throw new AppError('FILE_UNREADABLE', 'The file could not be read: expected a base64 data URL');
  const bytes = Buffer.from(match[3] ?? '', 'base64');
  if (bytes.length === 0) throw new AppError('FILE_UNREADABLE', 'The file is empty');
  if (bytes.length > MAX_IMPORT_BYTES) throw new AppError('TOO_LARGE', 'The file is too large (max 10 MB)');
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) return { bytes, format: 'xlsx' };
  if (bytes.subarray(0, 8).equals(CFB_MAGIC)) return { bytes, format: 'xls' };
  const encoding = TEXT_TYPES.has((match[1] ?? '').toLowerCase()) ? textEncodingOf(bytes) : null;
  if (!encoding) throw notASpreadsheet();
  return { bytes, format: 'text', encoding };
}

/** The encoding of a text file, or null when its first bytes are not text (an image, an archive, junk). */
export function textEncodingOf(bytes: Buffer): TextEncoding | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  const head = bytes.subarray(0, SNIFFED_BYTES);
  const nulAt = head.indexOf(0);
  // UTF-16 without a mark: ASCII letters with a zero byte beside each.
  if (nulAt >= 0) return utf16WithoutMark(head);
  let control = 0;
  for (const byte of head) if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) control++;
  return control > head.length / 100 ? null : 'utf-8';
}

function utf16WithoutMark(head: Buffer): TextEncoding | null {
  const pairs = Math.floor(head.length / 2);
  let zeroOdd = 0;
  let zeroEven = 0;
  for (let i = 0; i < pairs * 2; i += 2) {
    if (head[i] === 0) zeroEven++;
    if (head[i + 1] === 0) zeroOdd++;
  }
  if (zeroOdd > pairs * 0.1 && zeroEven === 0) return 'utf-16le';
  if (zeroEven > pairs * 0.1 && zeroOdd === 0) return 'utf-16be';
  return null;
}
