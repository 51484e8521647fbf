import fs from 'node:fs';
import type { Db } from 'mongodb';

const ownCollections = async (db: Db) =>
  (await db.listCollections({}, { nameOnly: true }).toArray()).filter((c) => !c.name.startsWith('system.'));

/** Nothing to lose: no collection holds a document, and no photo is kept on disk. */
export async function isEmptyDatabase(db: Db, uploadDir?: string): Promise<boolean> {
  for (const { name } of await ownCollections(db)) {
    if (await db.collection(name).findOne({}, { projection: { _id: 1 } })) return false;
  }
  if (!uploadDir) return true;
  try {
    return (await fs.promises.readdir(uploadDir)).every((name) => name.startsWith('.'));
  } catch {
    return true;
  }
}

/** Empties the database for a restore that replaces it (after a backup of it was taken). */
export async function dropAllCollections(db: Db, uploadDir?: string) {
  for (const { name } of await ownCollections(db)) await db.collection(name).drop();
  if (uploadDir) await fs.promises.rm(uploadDir, { recursive: true, force: true });
}

/** 1536 -> "1.5 KB": how a backup's size is printed. */
export function readableSize(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}
