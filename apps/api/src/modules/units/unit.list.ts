import type { Paginated, ResaleUnit } from '@crm/contracts';
import type { AuthUser } from '../../http/auth-user';
import { UserModel } from '../users';
import { UnitModel } from './unit.model';
import { type LeanUnit, toUnitDto } from './unit.dto';

type Row = LeanUnit & { assignedTo: LeanUnit['assignedTo'][]; createdBy: LeanUnit['createdBy'][] };

/** A page of units: one aggregation (the people joined in it) and one count, whatever the page size. */
export async function listUnitsWhere(
  user: AuthUser,
  filter: Record<string, unknown>,
  sort: Record<string, 1 | -1>,
  { page, limit }: { page: number; limit: number },
): Promise<Paginated<ResaleUnit>> {
  const join = (field: string) => ({
    $lookup: { from: UserModel.collection.name, localField: field, foreignField: '_id', as: field },
  });
  const [rows, total] = await Promise.all([
    UnitModel.aggregate<Row>([
      { $match: filter },
      { $sort: sort },
      { $skip: (page - 1) * limit },
      { $limit: limit },
      join('assignedTo'),
      join('createdBy'),
    ]),
    UnitModel.countDocuments(filter),
  ]);
  const items = rows.map((row) =>
    toUnitDto(user, { ...row, assignedTo: row.assignedTo[0] ?? null, createdBy: row.createdBy[0] ?? null }),
  );
  return { items, total, page, limit };
}
