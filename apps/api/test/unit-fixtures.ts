import type { Types } from 'mongoose';
import { unitBody, type UnitBodyInput, type UnitStatus } from '@crm/contracts';
import { UnitModel } from '../src/modules/units';

type Ref = { _id: Types.ObjectId };

/** A unit as stored, through the form's rules (so defaults are the real ones); people as documents. */
export async function createUnit(
  fields: Partial<UnitBodyInput> & {
    status?: UnitStatus;
    isFeatured?: boolean;
    archived?: boolean;
    createdBy?: Ref | null;
    assignedTo?: Ref | null;
  } = {},
) {
  const { status, isFeatured, archived, createdBy, assignedTo, ...form } = fields;
  const body = unitBody.parse({ title: 'Unit', price: 1_000_000, area: 100, ...form });
  return UnitModel.create({
    ...body,
    status: status ?? 'available',
    isFeatured: isFeatured ?? false,
    archived: archived ?? false,
    createdBy: createdBy?._id ?? null,
    assignedTo: assignedTo?._id ?? null,
  });
}
