import { randomUUID } from 'node:crypto';
import type { Db } from 'mongodb';
import { addDays, dayLabel, wallClockIn } from '@crm/contracts';
import type { Config } from '../../config/env';
import { isOverdue, lastSuccessAt, portalDb } from './backup-runs';
import { takeBackup } from './take-backup';

/**
 * The daily backup at BACKUP_AT (agency time), taken by one instance however many run: each day's
 * run is claimed in one schedule document, and a claim expires (an instance that died mid-backup
 * leaves the day to another). The same document remembers since when the schedule has been
 * watched and which overdue spell the CEO was told of, so that is told once across instances.
 */
export interface ScheduleState {
  _id: 'daily';
  /** The agency day ('2026-12-03') whose run was last claimed. */
  day: string;
  done: boolean;
  owner?: string;
  expiresAt?: Date;
  /** The first time an instance saw the schedule: the overdue watch counts from it before any backup. */
  since: Date;
  /** The last success (or `since`) the CEO was told is too old: one notice per spell. */
  overdueToldFor?: Date;
}

export type BackupProblem = { kind: 'failed'; message: string } | { kind: 'overdue'; since: Date };

const schedule = (db: Db) => db.collection<ScheduleState>('backup_schedule');
/** A claim lasts this long unless its owner renews it while the backup runs. */
const CLAIM_MS = 30 * 60_000;
const DUPLICATE_KEY = 11000;

/** The agency day whose BACKUP_AT has passed last, at `now`. */
export function dueDay(now: Date, dailyAt: string, timeZone: string): string {
  const wall = wallClockIn(now, timeZone);
  const [hour = 0, minute = 0] = dailyAt.split(':').map(Number);
  const today = { year: wall.year, month: wall.month, day: wall.day };
  const passed = wall.hour * 60 + wall.minute >= hour * 60 + minute;
  return dayLabel(passed ? today : addDays(today, -1));
}

/** The schedule's state, made on first sight: the day now due counts as done (a new portal does not back up at once). */
async function stateOf(db: Db, day: string, now: Date): Promise<ScheduleState> {
  try {
    await schedule(db).updateOne({ _id: 'daily' }, { $setOnInsert: { day, done: true, since: now } }, { upsert: true });
  } catch (error) {
    if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error; // another instance made it first
  }
  return (await schedule(db).findOne({ _id: 'daily' })) as ScheduleState;
}

async function claim(db: Db, day: string, owner: string, now: Date): Promise<boolean> {
  const claimed = await schedule(db).findOneAndUpdate(
    { _id: 'daily', $or: [{ day: { $lt: day } }, { day, done: false, expiresAt: { $lt: now } }] },
    { $set: { day, done: false, owner, expiresAt: new Date(now.getTime() + CLAIM_MS) } },
  );
  return claimed !== null;
}

type DailyConfig = Pick<
  Config,
  'backupDir' | 'backupKeep' | 'backupCopyDir' | 'backupAt' | 'uploadDir' | 'uploadStorage' | 'timeZone'
>;

export interface TickOptions {
  db: Db;
  config: DailyConfig;
  onProblem: (problem: BackupProblem) => Promise<void> | void;
  now?: Date;
  owner?: string;
}

/** One look at the schedule: takes the day's backup if it is due and unclaimed, and tells of an overdue spell. */
export async function dailyBackupTick({ db, config, onProblem, now = new Date(), owner = randomUUID() }: TickOptions) {
  const day = dueDay(now, config.backupAt, config.timeZone);
  const state = await stateOf(db, day, now);
  if (await claim(db, day, owner, now)) {
    const renew = setInterval(() => {
      void schedule(db)
        .updateOne({ _id: 'daily', owner }, { $set: { expiresAt: new Date(Date.now() + CLAIM_MS) } })
        .catch(() => undefined);
    }, CLAIM_MS / 3);
    try {
      await takeBackup(db, config, 'daily');
    } catch (error) {
      await onProblem({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      clearInterval(renew);
      await schedule(db).updateOne({ _id: 'daily', owner }, { $set: { done: true } });
    }
  }
  const lastSuccess = await lastSuccessAt(db);
  if (!isOverdue(lastSuccess, state.since, now)) return;
  const spell = lastSuccess ?? state.since;
  const first = await schedule(db).updateOne(
    { _id: 'daily', overdueToldFor: { $ne: spell } },
    { $set: { overdueToldFor: spell } },
  );
  if (first.modifiedCount) await onProblem({ kind: 'overdue', since: spell });
}

/** Since when the schedule has been watched (now, if it never was): the overdue reckoning's start. */
export async function watchingSince(db: Db): Promise<Date> {
  return (await schedule(db).findOne({ _id: 'daily' }))?.since ?? new Date();
}

/** Every minute, in production: the daily backup and the overdue watch. Answers the stop function. */
export function startDailyBackups(options: Pick<TickOptions, 'config' | 'onProblem'>, log: (error: unknown) => void) {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    dailyBackupTick({ ...options, db: portalDb() })
      .catch(log)
      .finally(() => (busy = false));
  }, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
