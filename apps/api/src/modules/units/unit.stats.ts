import { UNIT_STATUSES, type UnitStatus } from '@crm/contracts';
import { UserModel } from '../users';
import { LIVE_UNIT, UnitModel } from './unit.model';

/** Live units per status, live featured units, and archived units: one grouping over the collection. */
export async function unitsSummary() {
  const groups = await UnitModel.aggregate<{
    _id: { status: UnitStatus; archived: boolean; featured: boolean };
    n: number;
  }>([
    { $match: LIVE_UNIT },
    { $group: { _id: { status: '$status', archived: '$archived', featured: '$isFeatured' }, n: { $sum: 1 } } },
  ]);
  const summary = { ...Object.fromEntries(UNIT_STATUSES.map((s) => [s, 0])), featured: 0, archived: 0 } as Record<
    UnitStatus | 'featured' | 'archived',
    number
  >;
  for (const { _id, n } of groups) {
    if (_id.archived) summary.archived += n;
    else {
      if (_id.status in summary) summary[_id.status] += n;
      if (_id.featured) summary.featured += n;
    }
  }
  return summary;
}

export const TOP_AGENTS = 10;

/** Sold units per person (the assignee, else whoever added it), most first, with their names in the same request. */
export async function topAgents() {
  const rows = await UnitModel.aggregate<{ _id: unknown; sold: number; user: { name: string; email: string }[] }>([
    { $match: { status: 'sold', ...LIVE_UNIT } },
    { $group: { _id: { $ifNull: ['$assignedTo', '$createdBy'] }, sold: { $sum: 1 } } },
    { $match: { _id: { $ne: null } } },
    { $sort: { sold: -1, _id: 1 } },
    { $limit: TOP_AGENTS },
    { $lookup: { from: UserModel.collection.name, localField: '_id', foreignField: '_id', as: 'user' } },
  ]);
  return rows
    .filter((row) => row.user[0])
    .map((row) => ({ _id: String(row._id), name: row.user[0]!.name, email: row.user[0]!.email, sold: row.sold }));
}
