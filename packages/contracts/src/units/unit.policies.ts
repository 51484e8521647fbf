import { can } from '../auth/policies';
import type { Role } from '../auth/roles';
import type { ResaleUnit } from './unit.schema';

/** A unit as the policies need it, ids as strings (`toUnitRecord` on the web, `unitRecordOf` in the API). */
export interface UnitRecord {
  createdBy: string | null;
  assignedTo: string | null;
}
type Me = { _id: string; role: Role } | null | undefined;

export const toUnitRecord = (unit: Pick<ResaleUnit, 'createdBy' | 'assignedTo'>): UnitRecord => ({
  createdBy: unit.createdBy?._id ?? null,
  assignedTo: unit.assignedTo?._id ?? null,
});

/** Change status, assign, feature, archive and the top-agent stats: CEO/Admin. */
export const canAdministerUnits = (user: Me) => can(user, 'units:admin');

/** Edit: CEO/Admin or the unit's creator. */
export const canEditUnit = (user: Me, unit: UnitRecord) =>
  !!user && (canAdministerUnits(user) || unit.createdBy === user._id);

/** Import and export: CEO/Admin/Manager. */
export const canTransferUnits = (user: Me) => can(user, 'units:transfer');

/** The owner's name and phone: CEO/Admin/Manager, and whoever created or is assigned the unit. */
export const canSeeUnitOwner = (user: Me, unit: UnitRecord) =>
  !!user && (can(user, 'units:transfer') || unit.createdBy === user._id || unit.assignedTo === user._id);
