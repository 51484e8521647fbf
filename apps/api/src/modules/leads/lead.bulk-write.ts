import type { AnyBulkWriteOperation, Types } from 'mongoose';
import { SliceWriteFailed, writeInSlices } from '../../lib/write-in-slices';
import type { LeadNotice } from './lead.changes';
import { pushHistory, type StoredHistoryEntry } from './lead.history';
import { LeadModel } from './lead.model';

/**
 * The leads whose changes came out alike (the same guard, fields set and records): one updateMany
 * writes them (a slice at a time), each lead getting the same history record (one record id per
 * group, which is how a partial write is told apart). Only the notices differ from lead to lead.
 */
export interface Group<Lead extends { _id: Types.ObjectId }> {
  guard: Record<string, unknown>;
  set: Record<string, unknown>;
  entries: StoredHistoryEntry[];
  leads: Lead[];
  notices: LeadNotice[][];
}

/** One lead's change: its group, and its place there. */
export interface PlannedChange<Lead extends { _id: Types.ObjectId }> {
  group: Group<Lead>;
  index: number;
}

interface GroupsWritten<Lead extends { _id: Types.ObjectId }> {
  /** The changes that landed, in the groups' order. */
  landed: PlannedChange<Lead>[];
  /** Leads someone changed meanwhile (their guard no longer held): left as they were. */
  changedMeanwhile: Lead[];
  /** The database failed part-way: the slice it failed on may be written in part, the rest were not tried. */
  stopped: { cause: unknown; unsure: number; untried: number } | null;
}

/**
 * Writes the groups' changes in slices of a few hundred leads (writeInSlices: others' requests go
 * between them), each slice one updateMany per group it holds, guarded by the values its leads were
 * decided on. Each lead's change and its record travel in one single-document update, so a lead is
 * either changed with its record or not at all, whatever fails.
 */
export async function writeGroups<Lead extends { _id: Types.ObjectId }>(
  groups: readonly Group<Lead>[],
): Promise<GroupsWritten<Lead>> {
  const planned = groups.flatMap((group) => group.leads.map((_, index) => ({ group, index })));
  const written: GroupsWritten<Lead> = { landed: [], changedMeanwhile: [], stopped: null };
  try {
    await writeInSlices(planned, async (slice) => {
      const landed = await writeSlice(slice);
      for (const change of slice) {
        if (landed(change)) written.landed.push(change);
        else written.changedMeanwhile.push(change.group.leads[change.index]!);
      }
    });
  } catch (err) {
    if (!(err instanceof SliceWriteFailed)) throw err;
    written.stopped = { cause: err.cause, unsure: err.unsure, untried: err.untried };
  }
  return written;
}

/** One slice's updates; answers whether a change landed (the rare partial write read back by its record). */
async function writeSlice<Lead extends { _id: Types.ObjectId }>(
  slice: PlannedChange<Lead>[],
): Promise<(change: PlannedChange<Lead>) => boolean> {
  const byGroup = new Map<Group<Lead>, Types.ObjectId[]>();
  for (const { group, index } of slice) {
    const ids = byGroup.get(group) ?? [];
    ids.push(group.leads[index]!._id);
    byGroup.set(group, ids);
  }
  const ops: AnyBulkWriteOperation[] = [...byGroup].map(([group, ids]) => ({
    updateMany: {
      // The guard first: an engine that matches field by field (mongo-java-server) drops most leads on it.
      filter: { ...group.guard, _id: { $in: ids } },
      update: { $set: group.set, ...pushHistory(...group.entries) },
    },
  }));
  let modified = 0;
  for (let from = 0; from < ops.length; from += GROUPS_PER_WRITE)
    modified += (await LeadModel.bulkWrite(ops.slice(from, from + GROUPS_PER_WRITE), { ordered: false })).modifiedCount;
  if (modified === slice.length) return () => true;
  const holding = await LeadModel.find({
    _id: { $in: [...byGroup.values()].flat() },
    'history._id': { $in: [...byGroup.keys()].map((g) => g.entries[0]!._id) },
  })
    .select('_id')
    .lean();
  const ids = new Set(holding.map((l) => String(l._id)));
  return ({ group, index }) => ids.has(String(group.leads[index]!._id));
}

/**
 * Groups written by one command. An assignment makes one group per previous assignee, so a slice can
 * hold many. An engine that scans for each updateMany (mongo-java-server) answers nothing else on that
 * connection's thread meanwhile, the driver's heartbeat included: a command of hundreds of scans
 * outlasted the heartbeat's 30 s, and the driver cut it off (issue 31).
 */
const GROUPS_PER_WRITE = 20;
