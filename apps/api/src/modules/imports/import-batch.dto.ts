import type { ImportBatch } from '@crm/contracts';
import type { Types } from 'mongoose';

/** A running import beats every few seconds; one silent this long died with its server (its rows were rolled back). */
export const IMPORT_HEARTBEAT_STALE_MS = 60_000;

interface StoredPerson {
  _id: Types.ObjectId;
  name: string;
  role: ImportBatch['by']['role'];
}

export interface LeanImportBatch {
  _id: Types.ObjectId;
  kind: ImportBatch['kind'];
  by: StoredPerson;
  fileName?: string | null;
  status: 'running' | 'done' | 'undone';
  phase?: ImportBatch['phase'] | null;
  rows?: number | null;
  done?: number | null;
  created?: number | null;
  skipped?: number | null;
  warnings?: number | null;
  startedAt: Date;
  heartbeatAt: Date;
  finishedAt?: Date | null;
  undone?: { at: Date; by: StoredPerson; removed: number; kept: number } | null;
}

const personDto = (p: StoredPerson) => ({ _id: String(p._id), name: p.name, role: p.role });

export function toImportBatchDto(batch: LeanImportBatch, now = Date.now()): ImportBatch {
  const silent = now - batch.heartbeatAt.getTime() > IMPORT_HEARTBEAT_STALE_MS;
  return {
    _id: String(batch._id),
    kind: batch.kind,
    by: personDto(batch.by),
    fileName: batch.fileName ?? '',
    status: batch.status === 'running' && silent ? 'interrupted' : batch.status,
    phase: batch.phase ?? 'reading',
    rows: batch.rows ?? 0,
    done: batch.done ?? 0,
    created: batch.created ?? 0,
    skipped: batch.skipped ?? 0,
    warnings: batch.warnings ?? 0,
    startedAt: batch.startedAt.toISOString(),
    finishedAt: batch.finishedAt ? batch.finishedAt.toISOString() : null,
    undone: batch.undone
      ? {
          at: batch.undone.at.toISOString(),
          by: personDto(batch.undone.by),
          removed: batch.undone.removed,
          kept: batch.undone.kept,
        }
      : null,
  };
}
