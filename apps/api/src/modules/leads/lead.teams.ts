import type { Types } from 'mongoose';
import type { AuthUser } from '../../core/auth-user';
import { aggregateDirect } from '../../db/direct-read';
import { historyEntry, pushHistory } from './lead.history';
import { LeadModel } from './lead.model';
import { writeInSlices } from '../../lib/write-in-slices';

// What the teams module asks of leads: leads change only here, each change recorded and versioned.

/**
 * A deleted team's leads no longer belong to a team: they keep their assignee, creator and history,
 * gain a record of leaving the team, and their version moves (an edit decided before is decided again).
 * A slice at a time (writeInSlices): a large team's thousands of leads do not hold up everyone else.
 */
export async function leadsLeaveTeam(actor: AuthUser, team: { _id: Types.ObjectId; name: string }) {
  const entry = historyEntry(actor, 'team', { from: team.name, to: null });
  const leads = await LeadModel.find({ teamId: team._id }).select('_id').lean();
  const left = await writeInSlices(leads, (slice) =>
    LeadModel.updateMany(
      { teamId: team._id, _id: { $in: slice.map((lead) => lead._id) } },
      { $set: { teamId: null }, $inc: { __v: 1 }, ...pushHistory(entry) },
    ),
  );
  return left.reduce((n, slice) => n + slice.modifiedCount, 0);
}

/** How many live leads each of these people holds, in one aggregation. */
export async function leadCountsOf(assigneeIds: readonly Types.ObjectId[]): Promise<Map<string, number>> {
  if (assigneeIds.length === 0) return new Map();
  const counts = await aggregateDirect<{ _id: Types.ObjectId; count: number }>(LeadModel, [
    { $match: { deletedAt: null, assignedTo: { $in: [...assigneeIds] } } },
    { $group: { _id: '$assignedTo', count: { $sum: 1 } } },
  ]);
  return new Map(counts.map((c) => [String(c._id), c.count]));
}
