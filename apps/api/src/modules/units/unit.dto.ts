import type { Types } from 'mongoose';
import {
  canSeeLead,
  canSeeUnitOwner,
  type LeadPrivacy,
  type LeadStatus,
  type ResaleUnit,
  type ResaleUnitDetail,
  type Role,
  type UnitRecord,
  type UserRef,
  UNIT_FEATURES,
} from '@crm/contracts';
import type { AuthUser } from '../../core/auth-user';
import { leadRecordOf } from '../leads';

type Id = Types.ObjectId | string;
/** A user joined onto a unit ($lookup or populate): only these fields ever leave. */
export interface JoinedUser {
  _id: Id;
  name: string;
  email?: string;
  role?: Role;
}
/** A unit as read with `.lean()` or an aggregation, its people joined. */
export interface LeanUnit extends Omit<
  ResaleUnit,
  '_id' | 'assignedTo' | 'createdBy' | 'ownerInfo' | 'inquiryCount' | 'createdAt' | 'updatedAt' | 'location'
> {
  _id: Id;
  assignedTo: JoinedUser | Id | null;
  createdBy: JoinedUser | Id | null;
  location: Omit<ResaleUnit['location'], 'coordinates'> & { coordinates?: { lat: number; lng: number } | null };
  ownerInfo: NonNullable<ResaleUnit['ownerInfo']>;
  inquiries?: { lead: Id | JoinedLead | null; at: Date }[];
  createdAt: Date;
  updatedAt: Date;
}
export interface JoinedLead {
  _id: Id;
  name: string;
  status: LeadStatus;
  privacy: LeadPrivacy;
  assignedTo: Id | null;
  createdBy: Id | null;
  teamId: Id | null;
  deletedAt: Date | null;
}

const NO_FEATURES = Object.fromEntries(UNIT_FEATURES.map((f) => [f, false])) as ResaleUnit['features'];

const isJoined = <T extends object>(value: unknown, key: keyof T): value is T =>
  typeof value === 'object' && value !== null && key in value;

const idOf = (ref: JoinedUser | Id | null | undefined) =>
  ref == null ? null : String(isJoined<JoinedUser>(ref, 'name') ? ref._id : ref);

const refOf = (ref: JoinedUser | Id | null | undefined): UserRef | null =>
  isJoined<JoinedUser>(ref, 'name') ? { _id: String(ref._id), name: ref.name, email: ref.email, role: ref.role } : null;

export const unitRecordOf = (unit: {
  createdBy?: LeanUnit['createdBy'] | undefined;
  assignedTo?: LeanUnit['assignedTo'] | undefined;
}): UnitRecord => ({
  createdBy: idOf(unit.createdBy),
  assignedTo: idOf(unit.assignedTo),
});

/** A unit as the contract answers it, the owner's details only for those who may see them. */
export function toUnitDto(user: AuthUser, unit: LeanUnit): ResaleUnit {
  return {
    _id: String(unit._id),
    title: unit.title,
    description: unit.description,
    price: unit.price,
    area: unit.area,
    pricePerMeter: unit.pricePerMeter,
    propertyType: unit.propertyType,
    bedrooms: unit.bedrooms,
    bathrooms: unit.bathrooms,
    parking: unit.parking,
    location: { ...unit.location, coordinates: unit.location.coordinates ?? null },
    // A list row comes from an aggregation (no Mongoose defaults): a feature never set reads false.
    features: { ...NO_FEATURES, ...unit.features },
    images: unit.images,
    videoTour: unit.videoTour,
    status: unit.status,
    isFeatured: unit.isFeatured,
    archived: unit.archived,
    assignedTo: refOf(unit.assignedTo),
    createdBy: refOf(unit.createdBy),
    paymentOptions: unit.paymentOptions,
    paymentPlans: unit.paymentPlans,
    ownerInfo: canSeeUnitOwner(user, unitRecordOf(unit)) ? unit.ownerInfo : null,
    inquiryCount: unit.inquiries?.length ?? 0,
    createdAt: unit.createdAt.toISOString(),
    updatedAt: unit.updatedAt.toISOString(),
  };
}

/** The detail: the unit and the linked leads the caller may see (live ones only). */
export function toUnitDetailDto(user: AuthUser, unit: LeanUnit): ResaleUnitDetail {
  const inquiries = (unit.inquiries ?? []).flatMap(({ lead, at }) => {
    if (!isJoined<JoinedLead>(lead, 'name') || lead.deletedAt) return [];
    if (!canSeeLead(user, leadRecordOf(lead))) return [];
    return [{ _id: String(lead._id), name: lead.name, status: lead.status, linkedAt: at.toISOString() }];
  });
  return { ...toUnitDto(user, unit), inquiries };
}
