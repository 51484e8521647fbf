import { Types } from 'mongoose';
import {
  FOLLOW_UP_STATUSES,
  INVALID_PHONE,
  canAssignLead,
  canDeleteLead,
  toInternationalPhone,
  todayRange,
  westernDigits,
  type CreateLeadBody,
  type Lead,
  type ListLeadsQuery,
  type Paginated,
  type UpdateLeadBody,
} from '@crm/contracts';
import { AppError, forbidden } from '../../errors/app-error';
import type { AuthUser } from '../../core/auth-user';
import { plainAnswer } from '../../core/plain-answer';
import { containsInsensitive } from '../../lib/regex';
import { CampaignModel } from '../lookups';
import { assigneeOptions, UserModel } from '../users';
import { publish } from '../../core/events';
import { LeadModel } from './lead.model';
import { readLeads } from './lead.lean-dto';
import { countDirect } from '../../db/direct-read';
import { loadNewLeadRefs, newLeadFields, newLeadTrail } from './lead.creation';
import { refuseDuplicatePhone, refuseRestoringTakenPhone, restoresTakingPhones } from './lead.duplicates';
import { overdueClause, type FirstContactSla } from './lead.first-contact';
import { assigneeFilter, assigneeOf, findAllowedAssignee } from './lead.assignee';
import { assignmentOf, deletionOf, editConflictsOf, leadEditOf, restorationOf, type LeadBefore } from './lead.changes';
import { pushHistory } from './lead.history';
import { applyLeadChange, retryOnConcurrentChange } from './lead.write';
import {
  assertFollowUpAllowed,
  assertMayChangePrivacy,
  assertMayChangeStatus,
  leadRecordOf,
  visibilityFilter,
} from './lead.rules';

/** A search written like a phone number: digits with spaces, +, -, dots or brackets. */
const PHONE_LIKE = /^[\d\s()+.-]*\d[\d\s()+.-]*$/;

export const LEAD_NOT_FOUND = 'Lead not found';
const oid = (id: string) => new Types.ObjectId(id);
type LeadDocument = InstanceType<typeof LeadModel>;

const SORTS: Record<string, Record<string, 1 | -1>> = {
  newest: { createdAt: -1, _id: -1 },
  oldest: { createdAt: 1, _id: 1 },
  az: { nameKey: 1, _id: 1 },
  name: { nameKey: 1, _id: 1 },
  '-name': { nameKey: -1, _id: -1 },
  phone: { phone: 1, _id: 1 },
  '-phone': { phone: -1, _id: -1 },
  email: { email: 1, _id: 1 },
  '-email': { email: -1, _id: -1 },
};

/** The order of the list (and of an export): a column sort from the table header wins over `order`. */
export const leadSortOf = (query: Pick<ListLeadsQuery, 'sort' | 'order'>) => SORTS[query.sort ?? query.order]!;

/** A search in names, emails and, for a query written like a phone, phones. */
export function leadSearchClause(search: string): Record<string, unknown> {
  const or: Record<string, unknown>[] = [{ name: containsInsensitive(search) }, { email: containsInsensitive(search) }];
  // Phones are stored in their international form ("+201009998877"): a query written like a phone
  // ("+20 100-555", "0100 555") is matched by its digits, a national "0" prefix dropped; a name
  // with a stray digit ("Hany 2") is not turned into a phone search.
  // Arabic-Indic digits ("٠١٠٠ ٥٥٥") are read as the digits they are.
  const typed = westernDigits(search);
  if (PHONE_LIKE.test(typed)) {
    const digits = typed.replace(/\D+/g, '').replace(/^0+/, '');
    if (digits) or.push({ phone: containsInsensitive(digits) });
  }
  return { $or: or };
}

/** The screen's filters, always inside what the caller may see. */
export function leadFilter(
  user: AuthUser,
  query: Omit<Partial<ListLeadsQuery>, 'page' | 'limit'>,
  timeZone: string,
): Record<string, unknown> {
  const and: Record<string, unknown>[] = [visibilityFilter(user)];
  if (query.search) and.push(leadSearchClause(query.search));
  if (query.status) and.push({ status: query.status });
  if (query.interest) and.push({ propertyInterest: query.interest });
  if (query.source) and.push({ source: query.source });
  if (query.teamId) and.push({ teamId: oid(query.teamId) });
  if (query.assignedTo) and.push({ assignedTo: oid(query.assignedTo) });
  if (query.followups === 'today') and.push(followUpsTodayClause(timeZone));
  if (query.followups === 'missed') and.push(missedFollowUpsClause(timeZone));
  if (query.firstContact === 'overdue') and.push(overdueClause(new Date()));
  return and.length === 1 ? and[0]! : { $and: and };
}

/** FollowUp leads whose follow-up was due before today (agency's zone) and never moved on: missed. */
export function missedFollowUpsClause(timeZone: string): Record<string, unknown> {
  const { start } = todayRange(timeZone);
  return { followUpDate: { $lt: start }, status: 'FollowUp' };
}

/** Follow-ups due today in the agency's zone, on leads still in a follow-up status. */
export function followUpsTodayClause(timeZone: string): Record<string, unknown> {
  const { start, end } = todayRange(timeZone);
  return { followUpDate: { $gte: start, $lt: end }, status: { $in: [...FOLLOW_UP_STATUSES] } };
}

export async function listLeads(user: AuthUser, query: ListLeadsQuery, timeZone: string): Promise<Paginated<Lead>> {
  const filter = leadFilter(user, query, timeZone);
  const sort = leadSortOf(query);
  const skip = (query.page - 1) * query.limit;
  const answer = (items: Lead[], total: number) => plainAnswer({ items, total, page: query.page, limit: query.limit });
  if (!('email' in sort)) {
    // The page (with its people and teams) is read while the count runs.
    const [items, total] = await Promise.all([
      readLeads(filter, { sort, skip, limit: query.limit }),
      countDirect(LeadModel, filter),
    ]);
    return answer(items, total);
  }
  // By email, leads without one come last whichever the direction (A-Z or Z-A, then the blanks):
  // the page is cut from the leads with an email, then filled from those without.
  const withEmail = { $and: [filter, { email: { $gt: '' } }] };
  const withoutEmail = { $and: [filter, { $or: [{ email: '' }, { email: null }] }] };
  const [withTotal, withoutTotal] = await Promise.all([
    countDirect(LeadModel, withEmail),
    countDirect(LeadModel, withoutEmail),
  ]);
  const first = skip < withTotal ? await readLeads(withEmail, { sort, skip, limit: query.limit }) : [];
  const rest = query.limit - first.length;
  const blanks =
    rest > 0 ? await readLeads(withoutEmail, { sort, skip: Math.max(0, skip - withTotal), limit: rest }) : [];
  return answer([...first, ...blanks], withTotal + withoutTotal);
}

/** A lead the caller may see, else 404 (a lead outside one's visibility does not exist for them). */
export async function findVisibleLead(user: AuthUser, id: string) {
  const doc = await LeadModel.findOne({ $and: [{ _id: oid(id) }, visibilityFilter(user)] });
  if (!doc) throw new AppError('LEAD_NOT_FOUND', LEAD_NOT_FOUND);
  return doc;
}

/**
 * The answer to a change: the lead as it now is, read as the lists read it (one reader, one mapping),
 * whether or not the change left it in the caller's sight (an assignment away still answers).
 */
async function answerOf(id: unknown): Promise<Lead> {
  const [lead] = await readLeads({ _id: new Types.ObjectId(String(id)) }, { limit: 1 });
  if (!lead) throw new AppError('LEAD_NOT_FOUND', LEAD_NOT_FOUND);
  return plainAnswer(lead);
}

/** A lead the caller may see, read lean with its people, team and campaign; else 404. */
export async function getLead(user: AuthUser, id: string): Promise<Lead> {
  const [lead] = await readLeads({ $and: [{ _id: oid(id) }, visibilityFilter(user)] }, { limit: 1, withArrival: true });
  if (!lead) throw await leadNotFound(user, id);
  return plainAnswer(lead);
}

/**
 * A lead's page that is not there: to those who restore leads (CEO, Admin), a deleted one says so
 * (`details.deleted`), so its page offers Restore; to anyone else it is missing like any other.
 */
async function leadNotFound(user: AuthUser, id: string): Promise<AppError> {
  const restorable =
    canDeleteLead(user) && (await LeadModel.exists({ _id: oid(id), deletedAt: { $ne: null }, mergedInto: null }));
  return restorable
    ? new AppError('LEAD_NOT_FOUND', 'This lead was deleted', { deleted: true })
    : new AppError('LEAD_NOT_FOUND', LEAD_NOT_FOUND);
}

/** A typed phone in its international form; a 400 at the phone field when it is not a phone number. */
export function internationalPhoneOrRefuse(typed: string | undefined, country: string): string {
  const phone = toInternationalPhone(typed ?? '', country);
  if (phone === null) throw new AppError('VALIDATION', INVALID_PHONE, [{ path: ['phone'], message: INVALID_PHONE }]);
  return phone;
}

export async function createLead(
  user: AuthUser,
  body: CreateLeadBody,
  country: string,
  sla: FirstContactSla,
): Promise<Lead> {
  const phone = internationalPhoneOrRefuse(body.phone, country);
  const fields = newLeadFields(user, body, await loadNewLeadRefs(user, body));
  if (phone) await refuseDuplicatePhone(user, phone, body.allowDuplicate);
  const doc = new LeadModel({
    ...fields,
    ...newLeadTrail(user, 'created', fields, sla),
    name: body.name,
    phone,
    email: body.email ?? '',
    budget: body.budget ?? null,
  });
  await doc.save();
  await publish('leads.created', { actor: user, via: 'form', leads: [doc], notes: [] });
  return answerOf(doc._id);
}

const EDIT_CONFLICT_MESSAGE = 'Someone else changed this lead meanwhile: choose which value to keep';

/** An edit sent with `expected` values refuses to overwrite a change made meanwhile (all or nothing). */
function assertNoEditConflict(lead: LeadBefore, body: UpdateLeadBody) {
  const conflicts = editConflictsOf(lead, body);
  if (conflicts.length) throw new AppError('EDIT_CONFLICT', EDIT_CONFLICT_MESSAGE, { conflicts });
}

/**
 * Status, interest, privacy, follow-up, budget and campaign, each change with its history entry in
 * the same write; a refused change throws before anything is written. With `expected` (an offline
 * edit), a field someone else changed meanwhile refuses the whole edit (EDIT_CONFLICT), checked
 * against the version the write is conditioned on.
 */
export function updateLead(user: AuthUser, id: string, body: UpdateLeadBody): Promise<Lead> {
  return retryOnConcurrentChange(async () => {
    const doc = await findVisibleLead(user, id);
    // Before the rules: what the person must first decide is which value to keep.
    assertNoEditConflict(doc, body);
    if (body.status !== undefined) assertMayChangeStatus(user, doc, body.status);
    if (body.privacy !== undefined) assertMayChangePrivacy(user, doc, body.privacy);
    assertFollowUpAllowed(doc, body);
    const campaign = body.campaignId !== undefined ? await campaignChange(doc, body.campaignId) : null;
    const updated = await applyLeadChange(user, doc, leadEditOf(user, doc, body, campaign));
    return updated && answerOf(updated._id);
  });
}

/**
 * The campaign a lead may name: only a Campaign lead, and only one that exists; with the names of
 * the old and new campaign for the timeline (one query).
 */
async function campaignChange(doc: LeadDocument, campaignId: string | null) {
  if (campaignId && doc.source !== 'Campaign')
    throw new AppError('LEAD_NOT_FROM_CAMPAIGN', 'Only a lead whose source is Campaign can name a campaign');
  const ids = [campaignId, doc.campaignId].filter(Boolean).map((c) => oid(String(c)));
  const campaigns = ids.length
    ? await CampaignModel.find({ _id: { $in: ids } })
        .select('name')
        .lean()
    : [];
  const nameOf = (cid: unknown) => campaigns.find((c) => String(c._id) === String(cid))?.name ?? null;
  if (campaignId && !nameOf(campaignId)) throw new AppError('CAMPAIGN_UNKNOWN', 'Campaign not found');
  return {
    before: doc.campaignId ? nameOf(doc.campaignId) : null,
    after: { id: campaignId ? oid(campaignId) : null, name: campaignId ? nameOf(campaignId) : null },
  };
}

export async function deleteLead(user: AuthUser, id: string) {
  if (!canDeleteLead(user)) throw forbidden();
  const { set, entries } = deletionOf(user);
  const doc = await LeadModel.findOneAndUpdate(
    { $and: [{ _id: oid(id) }, visibilityFilter(user)] },
    { $set: set, $inc: { __v: 1 }, ...pushHistory(...entries) },
  ).select('_id');
  if (!doc) throw new AppError('LEAD_NOT_FOUND', LEAD_NOT_FOUND);
  await publish('leads.deleted', { actor: user, leadIds: [doc._id] });
  return { ok: true as const };
}

/**
 * Undo of a delete: the lead comes back with its feedback, history and notifications, which were
 * never removed; not while a live lead has its phone (a 409 naming it).
 */
export async function restoreLead(user: AuthUser, id: string): Promise<Lead> {
  const deleted = await LeadModel.findOne({ _id: oid(id), deletedAt: { $ne: null }, mergedInto: null })
    .select('phone')
    .lean();
  const holder = deleted && (await restoresTakingPhones([deleted])).get(deleted);
  if (holder) await refuseRestoringTakenPhone(user, holder);
  const { set, entries } = restorationOf(user);
  const restored = await LeadModel.findOneAndUpdate(
    // A lead merged into another is gone for good: its feedback and history live on the kept lead.
    { _id: oid(id), deletedAt: { $ne: null }, mergedInto: null },
    { $set: set, $inc: { __v: 1 }, ...pushHistory(...entries) },
    { returnDocument: 'after' },
  );
  // Restoring a live lead changes nothing and records nothing (a double-clicked undo).
  const doc = restored ?? (await LeadModel.findById(id));
  if (!doc || doc.mergedInto) throw new AppError('LEAD_NOT_FOUND', LEAD_NOT_FOUND);
  if (restored) await publish('leads.restored', { actor: user, leadIds: [doc._id] });
  return answerOf(doc._id);
}

export const listAssignees = (user: AuthUser, search: string | undefined) =>
  assigneeOptions(assigneeFilter(user), search);

export function assignLead(user: AuthUser, id: string, userId: string, sla: FirstContactSla): Promise<Lead> {
  return retryOnConcurrentChange(async () => {
    const doc = await findVisibleLead(user, id);
    // The route has refused the roles that never assign: what is left to refuse is a private lead.
    if (!canAssignLead(user, leadRecordOf(doc))) {
      throw new AppError('LEAD_NOT_PUBLIC', 'Only public leads can be assigned. Convert it to public first.');
    }
    const assignee = await findAllowedAssignee(user, userId);
    const previous = doc.assignedTo ? await UserModel.findById(doc.assignedTo).select('name').lean() : null;
    const change = assignmentOf(user, doc, assigneeOf(assignee), previous?.name ?? null, sla);
    const updated = await applyLeadChange(user, doc, change);
    return updated && answerOf(updated._id);
  });
}
