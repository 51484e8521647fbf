import { Types } from 'mongoose';
import {
  canAdministerUnits,
  canEditUnit,
  INVALID_PHONE,
  toInternationalPhone,
  type ListUnitsQuery,
  type Paginated,
  type ResaleUnit,
  type ResaleUnitDetail,
  type UnitBody,
  type UnitStatus,
  type UpdateUnitBody,
  UNIT_FEATURES,
} from '@crm/contracts';
import { AppError, forbidden } from '../../errors/app-error';
import type { AuthUser } from '../../core/auth-user';
import { UserModel } from '../users';
import {
  findVisibleLead,
  LEAD_NOT_FOUND,
  historyEntry,
  visibleLeadFilter,
  recordOnLead,
  takeBackRecord,
} from '../leads';
import { CommentModel } from '../comments';
import { LIVE_UNIT, UnitModel } from './unit.model';
import { unitFilter, UNIT_SORTS } from './unit.filter';
import { listUnitsWhere } from './unit.list';
import { type LeanUnit, toUnitDetailDto, unitRecordOf } from './unit.dto';

export const UNIT_NOT_FOUND = 'Unit not found';
const oid = (id: string) => new Types.ObjectId(id);
const notFound = () => new AppError('UNIT_NOT_FOUND', UNIT_NOT_FOUND);

const PEOPLE = [
  { path: 'assignedTo', select: 'name email role' },
  { path: 'createdBy', select: 'name email role' },
];
const INQUIRY_LEADS = { path: 'inquiries.lead', select: 'name status privacy assignedTo createdBy teamId deletedAt' };

/** One aggregation for the page (the people joined in it) and one count: constant whatever the page size. */
export const listUnits = (user: AuthUser, query: ListUnitsQuery): Promise<Paginated<ResaleUnit>> =>
  listUnitsWhere(user, unitFilter(query), UNIT_SORTS[query.order], query);

async function loadUnit(id: string): Promise<LeanUnit> {
  const unit = await UnitModel.findOne({ _id: oid(id), ...LIVE_UNIT })
    .populate(PEOPLE)
    .populate(INQUIRY_LEADS)
    .lean<LeanUnit>();
  if (!unit) throw notFound();
  return unit;
}

export async function getUnit(user: AuthUser, id: string): Promise<ResaleUnitDetail> {
  return toUnitDetailDto(user, await loadUnit(id));
}

async function findUnitDoc(id: string) {
  const doc = await UnitModel.findOne({ _id: oid(id), ...LIVE_UNIT });
  if (!doc) throw notFound();
  return doc;
}

/**
 * A new unit as Add Unit and the units import store it: the form's fields and its creator; Available
 * unless a CEO or Admin (who alone change a unit's status) names another status.
 */
/**
 * The owner's phone as every phone is kept: international ("+201001234567"), read in the agency's
 * `country` when typed without its code; blank stays blank. Not a phone number: a 400 at the field.
 */
export function ownerPhoneOrRefuse(typed: string, country: string): string {
  const phone = toInternationalPhone(typed, country);
  if (phone === null)
    throw new AppError('VALIDATION', INVALID_PHONE, [{ path: ['ownerInfo', 'phone'], message: INVALID_PHONE }]);
  return phone;
}

export function newUnitFields(user: AuthUser, body: UnitBody, country: string, status?: UnitStatus) {
  return {
    ...body,
    ownerInfo: { ...body.ownerInfo, phone: ownerPhoneOrRefuse(body.ownerInfo.phone, country) },
    status: status && canAdministerUnits(user) ? status : 'available',
    createdBy: oid(user._id),
  };
}

export async function createUnit(user: AuthUser, body: UnitBody, country: string): Promise<ResaleUnitDetail> {
  const doc = await UnitModel.create(newUnitFields(user, body, country));
  return getUnit(user, String(doc._id));
}

export const STATUS_ADMIN_ONLY = "Only the CEO or an Admin can change a unit's status";

export async function updateUnit(
  user: AuthUser,
  id: string,
  body: UpdateUnitBody,
  country: string,
): Promise<ResaleUnitDetail> {
  const doc = await findUnitDoc(id);
  if (!canEditUnit(user, unitRecordOf(doc)))
    throw forbidden('Only the CEO, an Admin or its creator can edit this unit');
  if (body.status !== undefined && body.status !== doc.status && !canAdministerUnits(user)) {
    throw new AppError('UNIT_STATUS_FORBIDDEN', STATUS_ADMIN_ONLY);
  }
  const { features, ...given } = body;
  const rest =
    given.ownerInfo?.phone !== undefined
      ? { ...given, ownerInfo: { ...given.ownerInfo, phone: ownerPhoneOrRefuse(given.ownerInfo.phone, country) } }
      : given;
  for (const [key, value] of Object.entries(rest)) if (value !== undefined) doc.set(key, value);
  // Features one by one: an edit that names some keeps the others.
  for (const feature of UNIT_FEATURES)
    if (features?.[feature] !== undefined) doc.set(`features.${feature}`, features[feature]);
  await doc.save();
  return getUnit(user, id);
}

async function setFlag(user: AuthUser, id: string, field: 'isFeatured' | 'archived', value: boolean) {
  const updated = await UnitModel.findOneAndUpdate(
    { _id: oid(id), ...LIVE_UNIT },
    { $set: { [field]: value } },
    { returnDocument: 'after' },
  ).select('_id');
  if (!updated) throw notFound();
  return getUnit(user, id);
}

export const featureUnit = (user: AuthUser, id: string, value: boolean) => setFlag(user, id, 'isFeatured', value);
export const archiveUnit = (user: AuthUser, id: string, value: boolean) => setFlag(user, id, 'archived', value);

/** To any active user but CEO/Admin (the spec's assignee candidates). */
export async function assignUnit(user: AuthUser, id: string, userId: string): Promise<ResaleUnitDetail> {
  const assignee = await UserModel.findOne({
    _id: oid(userId),
    deletedAt: null,
    active: true,
    role: { $nin: ['CEO', 'Admin'] },
  }).select('_id');
  if (!assignee) {
    throw new AppError(
      'UNIT_ASSIGNEE_NOT_ALLOWED',
      'Units can only be assigned to active users other than CEO and Admin',
    );
  }
  const updated = await UnitModel.findOneAndUpdate(
    { _id: oid(id), ...LIVE_UNIT },
    { $set: { assignedTo: assignee._id } },
  ).select('_id');
  if (!updated) throw notFound();
  return getUnit(user, id);
}

/**
 * Links a lead the caller may see (else "Lead not found") as an inquiry, once; the lead's timeline
 * records it (`unitInquiry`, naming the unit) and its feedback log says so, so whoever follows the
 * lead sees which unit the client asked about. The link lives in the unit and the record in the
 * lead, and not every engine has transactions: the record goes first (its write is also the
 * visibility check) and is taken back when the link fails or another request linked the lead
 * first, so a link can never exist without its record; at worst a failed link leaves a visible
 * record after an error, never a silent gap.
 */
export async function linkInquiry(user: AuthUser, id: string, leadId: string): Promise<ResaleUnitDetail> {
  const unit = await UnitModel.findOne({ _id: oid(id), ...LIVE_UNIT }).select('title');
  if (!unit) throw notFound();
  const lead = oid(leadId);
  if (await UnitModel.exists({ _id: unit._id, 'inquiries.lead': lead })) {
    await findVisibleLead(user, leadId);
    return getUnit(user, id);
  }
  const entry = historyEntry(user, 'unitInquiry', { ref: unit._id, note: unit.title });
  if (!(await recordOnLead(visibleLeadFilter(user, lead), entry))) throw new AppError('LEAD_NOT_FOUND', LEAD_NOT_FOUND);
  let linked;
  try {
    linked = await UnitModel.updateOne(
      { _id: unit._id, 'inquiries.lead': { $ne: lead } },
      { $push: { inquiries: { lead, at: entry.at } } },
    );
  } catch (err) {
    await takeBackRecord(lead, entry).catch(() => undefined);
    throw err;
  }
  if (linked.modifiedCount !== 1) await takeBackRecord(lead, entry);
  else {
    await CommentModel.create({
      leadId: lead,
      content: unit.title,
      unitId: unit._id,
      type: 'feedback',
      agentId: oid(user._id),
    });
  }
  return getUnit(user, id);
}
