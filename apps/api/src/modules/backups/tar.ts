import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';

/**
 * The tar (ustar) format, enough to write a backup that `tar xzf` opens and to read it back: regular
 * files only, one 512-byte header each, contents padded to 512 bytes. Written by hand because every
 * file's contents are streamed from disk (a collection's dump can outgrow memory) and the project
 * carries no tar package.
 */
const BLOCK = 512;

export interface TarEntry {
  /** The name inside the archive, `/`-separated. */
  name: string;
  /** The file on disk whose bytes it holds. */
  file: string;
}

function writeText(header: Buffer, text: string, offset: number, length: number) {
  header.write(text, offset, Math.min(Buffer.byteLength(text), length), 'utf8');
}

const octal = (value: number, digits: number) => value.toString(8).padStart(digits, '0');

/** Splits a long name at a `/` into ustar's prefix (155) and name (100). */
function splitName(name: string): [prefix: string, rest: string] {
  if (Buffer.byteLength(name) <= 100) return ['', name];
  for (let cut = name.indexOf('/'); cut !== -1; cut = name.indexOf('/', cut + 1)) {
    const prefix = name.slice(0, cut);
    const rest = name.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return [prefix, rest];
  }
  throw new Error(`name too long for a tar archive: ${name}`);
}

function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  const [prefix, rest] = splitName(name);
  writeText(block, rest, 0, 100);
  writeText(block, '0000644\0', 100, 8);
  writeText(block, '0000000\0', 108, 8);
  writeText(block, '0000000\0', 116, 8);
  writeText(block, `${octal(size, 11)}\0`, 124, 12);
  writeText(block, `${octal(Math.floor(mtime.getTime() / 1000), 11)}\0`, 136, 12);
  writeText(block, '        ', 148, 8); // the checksum counts its own field as spaces
  writeText(block, '0', 156, 1);
  writeText(block, 'ustar\0', 257, 6);
  writeText(block, '00', 263, 2);
  writeText(block, prefix, 345, 155);
  let sum = 0;
  for (const byte of block) sum += byte;
  writeText(block, `${octal(sum, 6)}\0 `, 148, 8);
  return block;
}

/** The archive's bytes, file after file, read from disk as they are sent. */
export async function* tarStream(entries: TarEntry[]): AsyncGenerator<Buffer> {
  for (const entry of entries) {
    const stat = await fs.promises.stat(entry.file);
    yield header(entry.name, stat.size, stat.mtime);
    let written = 0;
    for await (const chunk of fs.createReadStream(entry.file)) {
      written += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
    if (written !== stat.size) throw new Error(`${entry.file} changed while it was archived`);
    if (written % BLOCK) yield Buffer.alloc(BLOCK - (written % BLOCK));
  }
  yield Buffer.alloc(2 * BLOCK);
}

const readText = (block: Buffer, offset: number, length: number) => {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
};

/** A name that stays inside the folder it is extracted into. */
function safeName(name: string): string {
  const normal = path.posix.normalize(name);
  if (normal.startsWith('/') || normal === '..' || normal.startsWith('../') || normal.includes('\0'))
    throw new Error(`refusing an archive entry outside its folder: ${name}`);
  return normal;
}

/**
 * Writes the regular files of a tar stream under `dir` (other entries, such as folders, are skipped)
 * and answers their names. Chunks are written as they arrive, waiting when the disk is slower.
 */
export async function extractTar(source: AsyncIterable<Buffer>, dir: string): Promise<string[]> {
  const state: { out?: fs.WriteStream } = {};
  try {
    return await extractInto(source, dir, state);
  } finally {
    const out = state.out;
    if (out && !out.closed) {
      // A write cut short by the destroy fails too; the error already thrown is the one that counts.
      out.on('error', () => undefined);
      await new Promise<void>((resolve) => out.once('close', () => resolve()).destroy());
    }
  }
}

async function extractInto(source: AsyncIterable<Buffer>, dir: string, state: { out?: fs.WriteStream }) {
  const names: string[] = [];
  let pending: Buffer = Buffer.alloc(0);
  let remaining = 0; // bytes of the current entry still to come
  let padding = 0; // zero bytes after it
  let out: fs.WriteStream | undefined;
  let ended = false;
  for await (const chunk of source) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    while (!ended) {
      if (remaining > 0) {
        if (!pending.length) break;
        const part = pending.subarray(0, remaining);
        pending = pending.subarray(part.length);
        remaining -= part.length;
        if (out && !out.write(part)) await once(out, 'drain');
        if (remaining === 0 && out) {
          out.end();
          await once(out, 'finish');
          out = state.out = undefined;
        }
        continue;
      }
      if (padding > 0) {
        const skip = Math.min(padding, pending.length);
        if (!skip) break;
        pending = pending.subarray(skip);
        padding -= skip;
        continue;
      }
      if (pending.length < BLOCK) break;
      const block = pending.subarray(0, BLOCK);
      pending = pending.subarray(BLOCK);
      if (block.every((byte) => byte === 0)) {
        ended = true;
        break;
      }
      const size = parseInt(readText(block, 124, 12).trim() || '0', 8);
      const type = readText(block, 156, 1) || '0';
      const prefix = readText(block, 345, 155);
      const name = prefix ? `${prefix}/${readText(block, 0, 100)}` : readText(block, 0, 100);
      remaining = size;
      padding = size % BLOCK ? BLOCK - (size % BLOCK) : 0;
      if (type !== '0') continue; // folders, links, pax headers: their bytes are skipped
      const target = path.join(dir, safeName(name));
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      out = state.out = fs.createWriteStream(target);
      await once(out, 'ready'); // open now, so a failure later closes a file that exists
      names.push(safeName(name));
      if (size === 0) {
        out.end();
        await once(out, 'finish');
        out = state.out = undefined;
      }
    }
  }
  if (!ended || remaining > 0) throw new Error('the archive ends early: it is incomplete or damaged');
  return names;
}
