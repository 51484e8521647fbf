import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { AppError } from '../../errors/app-error';

/** An .xlsx of 10,000 rows unpacks to a few MB; a bomb unpacks to hundreds. */
export const MAX_UNZIPPED_BYTES = 50 * 1024 * 1024;
/** Deflate tops out near 1000:1; real sheets (XML) stay well under 100:1. */
const MAX_RATIO = 200;
const RATIO_CHECKED_ABOVE = 1024 * 1024;
const MAX_ENTRIES = 1000;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

const unreadable = () => new AppError('FILE_UNREADABLE', 'The file could not be read as a spreadsheet');
const tooLarge = () => new AppError('TOO_LARGE', 'The file unpacks to more than 50 MB; it is too large to import');
const suspicious = () => new AppError('TOO_LARGE', 'The file unpacks to far more than its size; it cannot be imported');

interface ZipEntry {
  method: number;
  compressedSize: number;
  declaredSize: number;
  localHeaderOffset: number;
}

/** The central directory, read the way SheetJS reads it: the last end record, its count and offset. */
function readDirectory(zip: Buffer): ZipEntry[] {
  // The end record sits in the last 22 bytes, plus a comment of at most 64 KB.
  const searchFrom = Math.max(0, zip.length - 22 - 0xffff);
  let end = zip.length - 22;
  while (end >= searchFrom && zip.readUInt32LE(end) !== END_OF_DIRECTORY) end--;
  if (end < searchFrom) throw unreadable();
  const count = zip.readUInt16LE(end + 10);
  if (count > MAX_ENTRIES) throw unreadable();
  const entries: ZipEntry[] = [];
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw unreadable();
    entries.push({
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      declaredSize: zip.readUInt32LE(at + 24),
      localHeaderOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

const isSuspicious = (unzipped: number, compressed: number) =>
  unzipped > RATIO_CHECKED_ABOVE && unzipped > MAX_RATIO * Math.max(compressed, 1);

/** Inflates `deflated` only to count its bytes, stopping once it passes `limit`. */
async function inflatedSize(deflated: Buffer, limit: number): Promise<number> {
  let size = 0;
  try {
    for await (const chunk of Readable.from([deflated]).pipe(createInflateRaw({ chunkSize: 64 * 1024 }))) {
      size += (chunk as Buffer).length;
      if (size > limit) break;
    }
  } catch {
    throw unreadable();
  }
  return size;
}

/**
 * Refuses an .xlsx that unpacks to more than `maxBytes`. The sizes the headers declare are checked first
 * (cheap), then the real ones: the headers may lie, and SheetJS inflates each entry to its end, whatever
 * the headers say. Inflating runs on libuv's thread pool, so the event loop stays free.
 */
export async function assertZipWithinLimits(zip: Buffer, maxBytes = MAX_UNZIPPED_BYTES): Promise<void> {
  const entries = readDirectory(zip);
  let declaredTotal = 0;
  for (const entry of entries) {
    declaredTotal += entry.declaredSize;
    if (declaredTotal > maxBytes) throw tooLarge();
    if (isSuspicious(entry.declaredSize, entry.compressedSize)) throw suspicious();
  }
  let total = 0;
  for (const entry of entries) {
    if (entry.method !== 0 && entry.method !== 8) throw unreadable(); // stored or deflated only
    const at = entry.localHeaderOffset;
    if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) throw unreadable();
    const dataStart = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
    // Stored entries are as long as they say; deflated ones run to the end of their stream.
    const size =
      entry.method === 0 ? entry.compressedSize : await inflatedSize(zip.subarray(dataStart), maxBytes - total);
    total += size;
    if (total > maxBytes) throw tooLarge();
    if (isSuspicious(size, entry.compressedSize)) throw suspicious();
  }
}
