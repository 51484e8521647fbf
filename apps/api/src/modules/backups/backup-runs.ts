import fs from 'node:fs';
import path from 'node:path';
import type { Db, ObjectId } from 'mongodb';
import mongoose from 'mongoose';
import { BACKUP_OVERDUE_HOURS, type BackupStatus } from '@crm/contracts';

/**
 * Every backup taken or failed, by `npm run backup` or the daily run, one document each: what
 * Settings shows and the overdue watch reads. Written with the driver, as the scripts have no Mongoose.
 */
export interface BackupRun {
  _id?: ObjectId;
  trigger: 'manual' | 'daily';
  ok: boolean;
  at: Date;
  /** The archive's name in BACKUP_DIR (never a path: instances may mount the folder elsewhere). */
  fileName?: string;
  size?: number;
  error?: string;
}

/** The portal's own connection (Mongoose's), as the driver's Db the backups are written with. */
export function portalDb(): Db {
  const db = mongoose.connection.db;
  if (!db) throw new Error('not connected');
  return db as unknown as Db;
}

const runs = (db: Db) => db.collection<BackupRun>('backup_runs');

export async function recordBackupRun(db: Db, run: BackupRun) {
  await runs(db).insertOne(run);
}

/** The newest successful backup whose file is still in `backupDir` (older ones may have been deleted by `keep`). */
export async function latestBackup(db: Db, backupDir: string) {
  for await (const run of runs(db).find({ ok: true }).sort({ at: -1 }).limit(BACKUP_KEEP_LOOKBACK)) {
    if (!run.fileName) continue;
    const file = path.join(backupDir, path.basename(run.fileName));
    if (fs.existsSync(file)) return { ...run, file };
  }
  return null;
}
/** Enough to pass over the records of backups since deleted by hand. */
const BACKUP_KEEP_LOOKBACK = 100;

export async function lastSuccessAt(db: Db): Promise<Date | null> {
  const [run] = await runs(db).find({ ok: true }).sort({ at: -1 }).limit(1).toArray();
  return run?.at ?? null;
}

export const isOverdue = (lastSuccess: Date | null, watchingSince: Date, now: Date) =>
  now.getTime() - (lastSuccess ?? watchingSince).getTime() > BACKUP_OVERDUE_HOURS * 60 * 60 * 1000;

export async function backupStatus(
  db: Db,
  options: { backupDir: string; dailyAt: string; keep: number; watchingSince: Date; now?: Date },
): Promise<BackupStatus> {
  const latest = await latestBackup(db, options.backupDir);
  const [failure] = await runs(db)
    .find({ ok: false, ...(latest ? { at: { $gt: latest.at } } : {}) })
    .sort({ at: -1 })
    .limit(1)
    .toArray();
  return {
    lastBackup: latest
      ? { at: latest.at.toISOString(), size: latest.size ?? 0, fileName: latest.fileName ?? '' }
      : null,
    lastFailure: failure ? { at: failure.at.toISOString(), message: failure.error ?? '' } : null,
    dailyAt: options.dailyAt,
    keep: options.keep,
    overdue: isOverdue(await lastSuccessAt(db), options.watchingSince, options.now ?? new Date()),
  };
}
