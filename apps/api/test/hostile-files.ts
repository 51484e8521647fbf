// Builds small hostile spreadsheets in memory for the import tests: real workbooks written by SheetJS,
// then rewritten entry by entry with a tiny zip writer (so sizes, entries and XML can lie).
import { once } from 'node:events';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import type { Express } from 'express';
import request, { type Response } from 'supertest';
import * as XLSX from 'xlsx';
import { createUser, requestAs } from './helpers';

interface ZipEntry {
  name: string;
  /** Deflated bytes as stored in the archive. */
  compressed: Buffer;
  crc: number;
  /** The uncompressed size written in the headers (a bomb may lie about it). */
  declaredSize: number;
}

const deflatedEntry = (name: string, data: Buffer): ZipEntry => ({
  name,
  compressed: deflateRawSync(data),
  crc: crc32(data),
  declaredSize: data.length,
});

/** A zip archive (every entry deflated), laid out as local headers, data, central directory, end record. */
export function writeZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.compressed.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.compressed.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.compressed);
    directory.push(central, name);
    offset += local.length + name.length + entry.compressed.length;
  }
  const directorySize = directory.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

/** The entries of a real .xlsx written by SheetJS, by name, uncompressed. */
function workbookFiles(rows: unknown[][]): Map<string, Buffer> {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  const zip = XLSX.CFB.read(XLSX.write(book, { type: 'buffer', bookType: 'xlsx', bookSST: true }) as Buffer, {
    type: 'buffer',
  });
  const files = new Map<string, Buffer>();
  zip.FullPaths.forEach((path: string, i: number) => {
    const entry = zip.FileIndex[i];
    if (entry?.type === 2 && entry.content) files.set(path.replace(/^[^/]*\//, ''), Buffer.from(entry.content));
  });
  return files;
}

type Rewrite = (files: Map<string, Buffer>) => void;

/** A real workbook of `rows`, its parts rewritten by `rewrite`, zipped again. */
export function rewrittenWorkbook(rows: unknown[][], rewrite: Rewrite, extra: ZipEntry[] = []): Buffer {
  const files = workbookFiles(rows);
  rewrite(files);
  return writeZip([...[...files].map(([name, data]) => deflatedEntry(name, data)), ...extra]);
}

const SHEET = 'xl/worksheets/sheet1.xml';
const editSheet =
  (edit: (xml: string) => string): Rewrite =>
  (files) => {
    files.set(SHEET, Buffer.from(edit(files.get(SHEET)!.toString('utf8')), 'utf8'));
  };

export const dataUrlOf = (file: Buffer) => `data:application/octet-stream;base64,${file.toString('base64')}`;

/** 2 KB: the dimension claims every cell of the grid (16,384 columns x 1,048,576 rows). */
export const claimsWholeGrid = (rows: unknown[][]) =>
  rewrittenWorkbook(
    rows,
    editSheet((xml) => xml.replace(/<dimension ref="[^"]*"\/>/, '<dimension ref="A1:XFD1048576"/>')),
  );

/** One real cell at the far corner of the grid, XFD1048576, and an honest dimension. */
export const farCornerCell = (rows: unknown[][]) =>
  rewrittenWorkbook(
    rows,
    editSheet((xml) =>
      xml
        .replace(/<dimension ref="[^"]*"\/>/, '<dimension ref="A1:XFD1048576"/>')
        .replace(
          '</sheetData>',
          '<row r="1048576"><c r="XFD1048576" t="inlineStr"><is><t>far</t></is></c></row></sheetData>',
        ),
    ),
  );

/** Cell A2 has a type no spreadsheet program writes. */
export const unknownCellType = (rows: unknown[][]) =>
  rewrittenWorkbook(
    rows,
    editSheet((xml) => xml.replace(/<c r="A2"[^>]*>/, '<c r="A2" t="zz">')),
  );

/** A 3 KB file whose shared string `placeholder` becomes `size` characters once unzipped. */
export const hugeSharedString = (rows: unknown[][], placeholder: string, size: number) =>
  rewrittenWorkbook(rows, (files) => {
    const strings = files.get('xl/sharedStrings.xml')!.toString('utf8');
    files.set('xl/sharedStrings.xml', Buffer.from(strings.replace(placeholder, 'x'.repeat(size)), 'utf8'));
  });

/** `megabytes` MB of zeros, deflated as a stream (the zeros are never all in memory): ~1 KB per MB. */
async function deflatedZeros(megabytes: number) {
  const megabyte = Buffer.alloc(1024 * 1024);
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  let crc = 0;
  for (let i = 0; i < megabytes; i++) {
    crc = crc32(megabyte, crc);
    if (!deflate.write(megabyte)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return { compressed: Buffer.concat(chunks), crc };
}

/**
 * A real workbook plus one entry of `megabytes` MB of zeros. `declaredMegabytes` is the size its zip
 * headers claim: a bomb that lies claims a few bytes (SheetJS inflates to the end of the stream anyway).
 */
export async function zipBomb(rows: unknown[][], megabytes: number, declaredMegabytes = megabytes) {
  const { compressed, crc } = await deflatedZeros(megabytes);
  const bomb: ZipEntry = {
    name: 'xl/media/image1.bin',
    compressed,
    crc,
    declaredSize: Math.round(declaredMegabytes * 1024 * 1024),
  };
  return rewrittenWorkbook(rows, () => undefined, [bomb]);
}

/** A plain workbook, as a spreadsheet program would write it. */
export const plainWorkbook = (rows: unknown[][], bookType: 'xlsx' | 'biff8' = 'xlsx') => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType, bookSST: true }) as Buffer;
};

/**
 * Runs an import request and, while it is in flight, GET /api/health: answers the import's response and
 * how long each took (a parser on the request thread would hold the health check until it is done).
 */
export async function importWhileCheckingHealth(app: Express, sendImport: () => PromiseLike<Response>) {
  const started = performance.now();
  const importing = Promise.resolve(sendImport()).then((res) => ({ res, ms: performance.now() - started }));
  await new Promise((resolve) => setTimeout(resolve, 30));
  const healthStarted = performance.now();
  const health = await request(app).get('/api/health');
  const healthMs = performance.now() - healthStarted;
  const { res, ms } = await importing;
  return { res, ms, healthStatus: health.status, healthMs };
}

/** A workbook of these rows as the data URL an import body carries. */
export const sheetDataUrl = (rows: unknown[][], bookType: 'xlsx' | 'biff8' = 'xlsx', sheetName = 'Sheet1') => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), sheetName);
  return dataUrlOf(XLSX.write(book, { type: 'buffer', bookType }) as Buffer);
};

/**
 * The hostile files every import route must survive, answered fast while /api/health keeps
 * answering: a sheet whose dimension or one far cell claims the whole grid imports what it really
 * holds (`imported`); bombs and unknown cells are refused with 413/400 and nothing stored (`stored`).
 */
export function itSurvivesHostileFiles(
  app: Express,
  path: string,
  rows: unknown[][],
  { imported, stored }: { imported: object; stored: () => Promise<number> },
) {
  const importAs = async (admin: { _id: unknown }, file: Buffer) => {
    const { res, ms, healthStatus, healthMs } = await importWhileCheckingHealth(app, () =>
      requestAs(app, admin)
        .post(path)
        .send({ dataUrl: dataUrlOf(file) }),
    );
    expect(ms).toBeLessThan(2000);
    expect(healthStatus).toBe(200);
    expect(healthMs).toBeLessThan(1000);
    return res;
  };

  it.each([
    ['a dimension claiming the whole grid', claimsWholeGrid],
    ['one cell at XFD1048576', farCornerCell],
  ])('imports what %s really holds', async (_, build) => {
    const res = await importAs(await createUser('Admin'), build(rows));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject(imported);
  });

  it.each([
    ['a zip bomb (128 MB of zeros in 130 KB)', () => zipBomb(rows, 128), 413],
    ['a zip bomb whose headers lie about its size', () => zipBomb(rows, 128, 0.001), 413],
    ['a cell of unknown type', async () => unknownCellType(rows), 400],
  ])('refuses %s', async (_, build, status) => {
    const admin = await createUser('Admin');
    const before = await stored();
    const res = await importAs(admin, await build());
    expect(res.status).toBe(status);
    expect(res.body.message).toMatch(/too large|far more|could not be read/);
    expect(await stored()).toBe(before);
  });
}
