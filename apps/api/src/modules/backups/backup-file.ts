import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { Db } from 'mongodb';
import { dumpDatabase, loadDump } from './dump';
import { extractTar, tarStream, type TarEntry } from './tar';

/**
 * One backup is one `.tar.gz` file: `dump/<db>/...` in mongodump's layout (dump.ts), and, when
 * photos are kept on disk, `uploads/<name>`. It is written beside its final name and renamed when
 * complete, so a backup cut short never looks like one.
 */
const DAILY_PREFIX = 'agency-crm-backup-';
const BEFORE_RESTORE_PREFIX = 'agency-crm-before-restore-';

export interface BackupFile {
  file: string;
  size: number;
  createdAt: Date;
}

export interface BackupOptions {
  db: Db;
  backupDir: string;
  /** Photos kept on disk (UPLOAD_STORAGE=disk): their folder, archived as `uploads/`. */
  uploadDir?: string;
  /** How many of the regular backups to keep (older ones are deleted); none are deleted when unset. */
  keep?: number;
  /** A backup taken before a restore replaces the data: named apart, never deleted by `keep`. */
  beforeRestore?: boolean;
  now?: Date;
}

const stamp = (date: Date) => date.toISOString().replace(/[:.]/g, '-');

async function filesUnder(dir: string, inArchive: string): Promise<TarEntry[]> {
  let names: string[];
  try {
    names = (await fs.promises.readdir(dir)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const entries: TarEntry[] = [];
  for (const name of names) {
    if (name.startsWith('.')) continue; // a photo still being written (.name.partial)
    const file = path.join(dir, name);
    const stat = await fs.promises.stat(file);
    if (stat.isDirectory()) entries.push(...(await filesUnder(file, `${inArchive}/${name}`)));
    else if (stat.isFile()) entries.push({ name: `${inArchive}/${name}`, file });
  }
  return entries;
}

export async function createBackup(options: BackupOptions): Promise<BackupFile> {
  const createdAt = options.now ?? new Date();
  const prefix = options.beforeRestore ? BEFORE_RESTORE_PREFIX : DAILY_PREFIX;
  const file = path.join(options.backupDir, `${prefix}${stamp(createdAt)}.tar.gz`);
  await fs.promises.mkdir(options.backupDir, { recursive: true });
  const staging = await fs.promises.mkdtemp(path.join(options.backupDir, '.staging-'));
  const partial = `${file}.partial`;
  try {
    const dumpDir = path.join(staging, 'dump', options.db.databaseName);
    await dumpDatabase(options.db, dumpDir);
    const entries = [
      ...(await filesUnder(path.join(staging, 'dump'), 'dump')),
      ...(options.uploadDir ? await filesUnder(options.uploadDir, 'uploads') : []),
    ];
    await pipeline(Readable.from(tarStream(entries)), createGzip(), fs.createWriteStream(partial));
    await fs.promises.rename(partial, file);
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
    await fs.promises.rm(partial, { force: true });
  }
  if (options.keep) await keepNewest(options.backupDir, options.keep);
  return { file, size: (await fs.promises.stat(file)).size, createdAt };
}

/** The regular backups in `dir`, oldest first (their names sort by time). */
export async function listBackups(dir: string): Promise<string[]> {
  try {
    return (await fs.promises.readdir(dir))
      .filter((name) => name.startsWith(DAILY_PREFIX) && name.endsWith('.tar.gz'))
      .sort()
      .map((name) => path.join(dir, name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Copies a backup into a second folder (written beside, then renamed) and keeps the newest `keep` there too. */
export async function copyBackup(file: string, copyDir: string, keep?: number): Promise<string> {
  await fs.promises.mkdir(copyDir, { recursive: true });
  const copy = path.join(copyDir, path.basename(file));
  const partial = `${copy}.partial`;
  try {
    await fs.promises.copyFile(file, partial);
    await fs.promises.rename(partial, copy);
  } finally {
    await fs.promises.rm(partial, { force: true });
  }
  if (keep) await keepNewest(copyDir, keep);
  return copy;
}

async function keepNewest(dir: string, keep: number) {
  const all = await listBackups(dir);
  for (const old of all.slice(0, Math.max(0, all.length - keep))) await fs.promises.rm(old, { force: true });
}

export interface RestoreOptions {
  db: Db;
  /** Where photos kept on disk go back to (the archive's `uploads/`). */
  uploadDir: string;
  /** A folder for the unpacked archive, removed afterwards. */
  workDir: string;
}

/**
 * Loads a backup into `db` (which the caller has checked is empty): unpacks it, loads its one
 * database's dump whatever that database was called, and puts its photos back in `uploadDir`.
 */
export async function restoreBackup(file: string, options: RestoreOptions) {
  const staging = await fs.promises.mkdtemp(path.join(options.workDir, '.restore-'));
  try {
    const names = await extractTar(fs.createReadStream(file).pipe(createGunzip()), staging);
    const databases = [...new Set(names.filter((n) => n.startsWith('dump/')).map((n) => n.split('/')[1]))];
    if (databases.length !== 1 || !databases[0])
      throw new Error(`${file} is not a portal backup: it should hold one database under dump/`);
    const collections = await loadDump(options.db, path.join(staging, 'dump', databases[0]));
    const photos = names.filter((n) => n.startsWith('uploads/'));
    for (const name of photos) {
      const target = path.join(options.uploadDir, name.slice('uploads/'.length));
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.copyFile(path.join(staging, name), target);
    }
    return { collections, photos: photos.length };
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
}
