import type { Paginated, ResaleUnit } from '@crm/contracts';
import type { AuthUser } from '../../core/auth-user';
import { UserModel } from '../users';
import { LIVE_UNIT, UnitModel } from './unit.model';
import { type LeanUnit, toUnitDto } from './unit.dto';

type Row = LeanUnit & { assignedTo: LeanUnit['assignedTo'][]; createdBy: LeanUnit['createdBy'][] };

/** A page of live units (never removed ones): one aggregation (the people joined in it) and one count, whatever the page size. */
export async function listUnitsWhere(
  user: AuthUser,
  filter: Record<string, unknown>,
  sort: Record<string, 1 | -1>,
  { page, limit }: { page: number; limit: number },
): Promise<Paginated<ResaleUnit>> {
  const live = { $and: [filter, LIVE_UNIT] };
  const join = (field: string) => ({
    $lookup: { from: UserModel.collection.name, localField: field, foreignField: '_id', as: field },
  });
  const [rows, total] = await Promise.all([
    UnitModel.aggregate<Row>([
      { $match: live },
      { $sort: sort },
      { $skip: (page - 1) * limit },
      { $limit: limit },
      join('assignedTo'),
      join('createdBy'),
    ]),
    UnitModel.countDocuments(live),
  ]);
  const items = rows.map((row) =>
    toUnitDto(user, { ...row, assignedTo: row.assignedTo[0] ?? null, createdBy: row.createdBy[0] ?? null }),
  );
  return { items, total, page, limit };
}
