import { Types } from 'mongoose';

/**
 * The query for the live members of any of these teams: Supervisors and Agents by their `teamId`,
 * Managers by the `teamIds` they run (the server side of `teamsOf` in contracts).
 */
export function membersOf(teamIds: readonly (string | Types.ObjectId)[]) {
  const ids = teamIds.map((id) => (typeof id === 'string' ? new Types.ObjectId(id) : id));
  return { deletedAt: null, $or: [{ teamId: { $in: ids } }, { teamIds: { $in: ids } }] };
}
