import { Types } from 'mongoose';
import type { ImportKind, ImportPhase, ImportResult } from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../core/auth-user';
import type { ImportTracker, RejectedRow } from '../../lib/spreadsheet';
import { importsInFlight } from '../metrics';
import { ImportBatchModel } from './import-batch.model';
import { keepProblems, warningsOf } from './import-problems';
import { ImportProblemModel } from './import-problem.model';
import { IMPORT_HEARTBEAT_STALE_MS } from './import-batch.dto';

/** How often a running import's progress (and heartbeat) is written: the progress bar polls about as often. */
const PROGRESS_WRITE_MS = 1_000;

/** People with an import running in this process: the check that two tabs' clicks cannot both pass. */
const runningHere = new Set<string>();

const alreadyRunning = () =>
  new AppError(
    'IMPORT_ALREADY_RUNNING',
    'You already have an import running. Wait for it to finish before starting another.',
  );

/** A running import of this person on any instance (one whose heartbeat is recent). */
export const runningImportFilter = (userId: string, now = Date.now()): Record<string, unknown> => ({
  'by._id': new Types.ObjectId(userId),
  status: 'running',
  heartbeatAt: { $gt: new Date(now - IMPORT_HEARTBEAT_STALE_MS) },
});

/**
 * Runs an import as a batch: one at a time per person (a second is a 409), its progress written as
 * it goes (`GET /api/imports/current`), every record it creates stamped with the batch, and the batch
 * kept with its counts for the Imports list and undo, and its rejected rows and warnings beside it. A sheet that fails (a 400, the database) leaves
 * no batch: its rows were rolled back (db/import-journal.ts).
 */
export async function trackImport(
  user: AuthUser,
  kind: ImportKind,
  fileName: string | undefined,
  run: (tracker: ImportTracker) => Promise<ImportResult>,
): Promise<ImportResult> {
  if (runningHere.has(user._id)) throw alreadyRunning();
  runningHere.add(user._id);
  try {
    if (await ImportBatchModel.exists(runningImportFilter(user._id))) throw alreadyRunning();
    const now = new Date();
    const batch = await ImportBatchModel.create({
      kind,
      by: { _id: user._id, name: user.name, role: user.role },
      fileName: fileName ?? '',
      status: 'running',
      startedAt: now,
      heartbeatAt: now,
    });
    const reporter = progressReporter(batch._id);
    importsInFlight.inc();
    let rejected: RejectedRow[] = [];
    try {
      const result = await run({
        stamp: { importBatchId: batch._id },
        progress: reporter.progress,
        rejected: (rows) => (rejected = rows),
      });
      const finishedAt = new Date();
      await reporter.stop();
      const warnings = warningsOf(result);
      await keepProblems(batch._id, rejected, warnings);
      const rows = result.created + result.skipped;
      await ImportBatchModel.updateOne(
        { _id: batch._id },
        {
          $set: {
            status: 'done',
            phase: 'saving',
            rows,
            done: rows,
            created: result.created,
            skipped: result.skipped,
            warnings: warnings.length,
            finishedAt,
          },
        },
      );
      return { batchId: String(batch._id), ...result };
    } catch (err) {
      await reporter.stop();
      await ImportBatchModel.deleteOne({ _id: batch._id }).catch(() => undefined);
      await ImportProblemModel.deleteMany({ batchId: batch._id }).catch(() => undefined);
      throw err;
    } finally {
      importsInFlight.dec();
    }
  } finally {
    runningHere.delete(user._id);
  }
}

/** Keeps the latest progress in memory and writes it at most once a second (a beat even when it has not moved). */
function progressReporter(batchId: Types.ObjectId) {
  let latest: { phase: ImportPhase; done: number; rows: number } = { phase: 'reading', done: 0, rows: 0 };
  let writing: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    writing = writing
      .then(() => ImportBatchModel.updateOne({ _id: batchId }, { $set: { ...latest, heartbeatAt: new Date() } }))
      .catch(() => undefined);
  }, PROGRESS_WRITE_MS);
  timer.unref();
  return {
    progress(phase: ImportPhase, done: number, rows: number) {
      latest = { phase, done, rows };
    },
    async stop() {
      clearInterval(timer);
      await writing;
    },
  };
}

/**
 * At the start of the one process that owns the database (the embedded one): every batch still
 * "running" belongs to a process that died, so it reads as interrupted at once (its rows were rolled
 * back by the journal) rather than after IMPORT_HEARTBEAT_STALE_MS. Answers how many.
 */
export async function interruptAbandonedImports(): Promise<number> {
  const stopped = await ImportBatchModel.updateMany({ status: 'running' }, { $set: { heartbeatAt: new Date(0) } });
  return stopped.modifiedCount;
}
