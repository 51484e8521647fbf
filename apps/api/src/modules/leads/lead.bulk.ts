import { Types } from 'mongoose';
import {
  BULK_MAX_MATCHING,
  BULK_SKIP_MESSAGES,
  canBulk,
  canChangeLeadStatus,
  isPublicLead,
  needsFollowUpDate,
  type BulkLeadsBody,
  type BulkLeadsResult,
  type BulkSkipReason,
  type LeadPrivacy,
  type LeadStatus,
} from '@crm/contracts';
import { AppError, forbidden } from '../../errors/app-error';
import type { AuthUser } from '../../core/auth-user';
import { yieldToOthers } from '../../lib/spreadsheet';
import { bulkLeadJobsInFlight } from '../metrics';
import { UserModel } from '../users';
import { publish } from '../../core/events';
import { assigneeOf, findAllowedAssignee } from './lead.assignee';
import { assignmentOf, deletionOf, leadEditOf, restorationOf, type LeadChange, type LeadNotice } from './lead.changes';
import type { FirstContactSla } from './lead.first-contact';
import { readingClearly, writeFailure } from './lead.bulk-failure';
import { writeGroups, type Group as BulkGroup, type PlannedChange } from './lead.bulk-write';
import { restoresTakingPhones } from './lead.duplicates';
import { LeadModel } from './lead.model';
import { assertFollowUpAllowed, followUpProblemOf, leadRecordOf, visibilityFilter } from './lead.rules';
import { leadFilter } from './lead.service';

/** What a bulk decision reads of each lead (one query loads them all). */
interface BulkLead {
  _id: Types.ObjectId;
  name: string;
  phone: string;
  status: LeadStatus;
  privacy: LeadPrivacy;
  assignedTo: Types.ObjectId | null;
  createdBy: Types.ObjectId | null;
  teamId: Types.ObjectId | null;
  followUpDate: Date | null;
  followUpNotes: string;
  firstContactAt: Date | null;
  deletedAt: Date | null;
  mergedInto: Types.ObjectId | null;
}
const BULK_FIELDS =
  'name phone status privacy assignedTo createdBy teamId followUpDate followUpNotes firstContactAt deletedAt mergedInto';

/** One lead's change, guarded by the values it was decided on (`LeadChange`, from lead.changes.ts). */
interface Change extends LeadChange {
  lead: BulkLead;
  guard: Record<string, unknown>;
}
type Decision = Change | { skip: BulkSkipReason; lead: BulkLead };
type Decide = (lead: BulkLead) => Decision;

type Group = BulkGroup<BulkLead>;

const oid = (id: string) => new Types.ObjectId(id);
const skip = (lead: BulkLead, reason: BulkSkipReason): Decision => ({ skip: reason, lead });

/** Leads are decided on the request thread in slices of at most this long: others' requests go between them. */
const DECIDE_SLICE_MS = 8;

/** Bulk work on leads (below), counted while it runs for GET /metrics. */
export async function bulkLeads(
  user: AuthUser,
  body: BulkLeadsBody,
  timeZone: string,
  sla: FirstContactSla,
): Promise<BulkLeadsResult> {
  bulkLeadJobsInFlight.inc();
  try {
    return await runBulkLeads(user, body, timeZone, sla);
  } finally {
    bulkLeadJobsInFlight.dec();
  }
}

/**
 * Bulk work on leads: load the targets in one query, decide each by the one-at-a-time rules in
 * memory, write the changes set-based in slices of a few hundred leads (lead.bulk-write.ts: one
 * updateMany per kind of change in a slice, with their history records; others' requests go between
 * slices), then the notices, also in slices. Never a query per lead; only leads the caller sees are
 * touched; one report counts every lead's reason. A database that fails (unreachable, too slow, a size
 * limit) is answered with a 503 or 413 saying how many leads were changed, may have been and were
 * not, never a 500.
 */
async function runBulkLeads(
  user: AuthUser,
  body: BulkLeadsBody,
  timeZone: string,
  sla: FirstContactSla,
): Promise<BulkLeadsResult> {
  if (!canBulk(user, body.action)) throw forbidden();
  const { leads, missing, requested } = await readingClearly(() => loadTargets(user, body, timeZone));
  const decide = await readingClearly(() => deciderFor(user, body, sla, leads));
  const skipped = new Map<BulkSkipReason, string[]>();
  for (const id of missing) addTo(skipped, 'NOT_FOUND', id);
  const groups = await decideAll(leads, decide, skipped);

  const { landed, changedMeanwhile, stopped } = await writeGroups(groups);
  for (const lead of changedMeanwhile) addTo(skipped, 'CHANGED_MEANWHILE', String(lead._id));
  const changed = landed.map(({ group, index }) => String(group.leads[index]!._id));
  if (stopped) {
    // What landed is still told about if the database lets us; the caller hears where the write stood either way.
    await publishChanges(user, body.action, landed, changed).catch(() => undefined);
    throw writeFailure(stopped.cause, { changedIds: changed, unsure: stopped.unsure, untried: stopped.untried });
  }
  try {
    await publishChanges(user, body.action, landed, changed);
  } catch (err) {
    throw writeFailure(err, { changedIds: changed, unsure: 0, untried: 0 });
  }

  return {
    action: body.action,
    requested,
    changed: changed.length,
    changedIds: changed,
    skipped: [...skipped].map(([reason, ids]) => ({
      reason,
      message: BULK_SKIP_MESSAGES[reason],
      count: ids.length,
      ids,
    })),
  };
}

/** The changes' notices and events, for the leads changed (their listeners write in slices too). */
async function publishChanges(
  user: AuthUser,
  action: BulkLeadsBody['action'],
  landed: readonly PlannedChange<BulkLead>[],
  changed: string[],
) {
  const notices: (LeadNotice & { lead: BulkLead })[] = [];
  const followUps: { leadId: unknown; followUpDate: Date | null }[] = [];
  for (const { group, index } of landed) {
    const lead = group.leads[index]!;
    for (const notice of group.notices[index]!) notices.push({ ...notice, lead });
    if ('followUpDate' in group.set)
      followUps.push({ leadId: lead._id, followUpDate: (group.set.followUpDate as Date | null) ?? null });
  }
  if (notices.length) await publish('leads.changed', { actor: user, notices });
  if (followUps.length) await publish('leads.followUpsChanged', { actor: user, changes: followUps });
  if (action === 'delete') await publish('leads.deleted', { actor: user, leadIds: changed });
  if (action === 'restore') await publish('leads.restored', { actor: user, leadIds: changed });
}

const addTo = (skipped: Map<BulkSkipReason, string[]>, reason: BulkSkipReason, id: string) => {
  const ids = skipped.get(reason);
  if (ids) ids.push(id);
  else skipped.set(reason, [id]);
};

/** What makes two changes alike: their guard, what they set and their records (but the records' ids). */
const signatureOf = (change: Change) =>
  JSON.stringify([change.guard, change.set, change.entries.map(({ _id, ...entry }) => entry)]);

/** Each lead decided by the one-at-a-time rule, the changes grouped by kind; the event loop given back every few ms. */
async function decideAll(leads: readonly BulkLead[], decide: Decide, skipped: Map<BulkSkipReason, string[]>) {
  const groups = new Map<string, Group>();
  let sliceStart = performance.now();
  for (const lead of leads) {
    if (performance.now() - sliceStart > DECIDE_SLICE_MS) {
      await yieldToOthers();
      sliceStart = performance.now();
    }
    const decision = decide(lead);
    if ('skip' in decision) {
      addTo(skipped, decision.skip, String(lead._id));
      continue;
    }
    const key = signatureOf(decision);
    let group = groups.get(key);
    if (!group) {
      const { guard, set, entries } = decision;
      group = { guard, set, entries, leads: [], notices: [] };
      groups.set(key, group);
    }
    group.leads.push(lead);
    group.notices.push(decision.notices);
  }
  return [...groups.values()];
}

/** The undo of a bulk delete (`POST /api/leads/bulk-restore`). */
export const bulkRestoreLeads = (user: AuthUser, ids: string[], timeZone: string, sla: FirstContactSla) =>
  bulkLeads(user, { action: 'restore', ids }, timeZone, sla);

/** The leads named by ids (those the caller cannot see are "missing"), or all that match the filter. */
async function loadTargets(user: AuthUser, body: BulkLeadsBody, timeZone: string) {
  if (body.ids) {
    const ids = [...new Set(body.ids)];
    // Restore looks among deleted leads: only CEO/Admin may, and they see every lead.
    const scope = body.action === 'restore' ? {} : visibilityFilter(user);
    const leads = await LeadModel.find({ $and: [{ _id: { $in: ids.map(oid) } }, scope] })
      .select(BULK_FIELDS)
      .lean<BulkLead[]>();
    const found = new Set(leads.map((l) => String(l._id)));
    return { leads, missing: ids.filter((id) => !found.has(id)), requested: ids.length };
  }
  const leads = await LeadModel.find(leadFilter(user, body.filter ?? {}, timeZone))
    .select(BULK_FIELDS)
    .limit(BULK_MAX_MATCHING + 1)
    .lean<BulkLead[]>();
  if (leads.length > BULK_MAX_MATCHING) {
    throw new AppError(
      'BULK_TOO_MANY',
      `More than ${BULK_MAX_MATCHING} leads match: narrow the filter to work on at most ${BULK_MAX_MATCHING} at once`,
    );
  }
  return { leads, missing: [] as string[], requested: leads.length };
}

/**
 * The per-lead rule of each action, after the request-level checks (the assignee, the follow-up
 * fields): the one-at-a-time decision (lead.changes.ts), skipped where it would change nothing.
 */
async function deciderFor(
  user: AuthUser,
  body: BulkLeadsBody,
  sla: FirstContactSla,
  leads: readonly BulkLead[],
): Promise<Decide> {
  const live = { deletedAt: null };
  const at = new Date();
  const changeOf = (lead: BulkLead, guard: Record<string, unknown>, change: LeadChange): Decision =>
    change.entries.length ? { lead, guard, ...change } : skip(lead, 'UNCHANGED');
  switch (body.action) {
    case 'status': {
      const { status, followUpDate, followUpNotes } = body;
      const edit = { status, followUpDate, followUpNotes };
      // A FollowUp keeping a lead's own date was decided on that date being there.
      const keptDate = needsFollowUpDate(status) && followUpDate === undefined ? { followUpDate: { $ne: null } } : {};
      return (lead) => {
        const followUp = followUpProblemOf(lead, edit);
        // Follow-up fields in a status that takes none: the same for every lead, so the request is refused.
        if (followUp === 'FOLLOW_UP_NOT_ALLOWED') assertFollowUpAllowed(lead, edit);
        const change = leadEditOf(user, lead, edit, null, at);
        if (!change.entries.length) return skip(lead, 'UNCHANGED');
        if (!canChangeLeadStatus(user, leadRecordOf(lead), status)) return skip(lead, 'STATUS_CHANGE_FORBIDDEN');
        // A lead left without the date a FollowUp needs is skipped and counted (one with a date keeps it).
        if (followUp) return skip(lead, 'FOLLOW_UP_DATE_REQUIRED');
        return changeOf(lead, { ...live, status: lead.status, ...keptDate }, change);
      };
    }
    case 'assign': {
      const assignee = assigneeOf(await findAllowedAssignee(user, body.userId));
      const nameOf = await previousAssigneeNames(leads);
      return (lead) => {
        if (!isPublicLead(lead)) return skip(lead, 'LEAD_NOT_PUBLIC');
        const previous = lead.assignedTo ? (nameOf.get(String(lead.assignedTo)) ?? null) : null;
        const guard = { ...live, privacy: 'public', assignedTo: lead.assignedTo };
        return changeOf(lead, guard, assignmentOf(user, lead, assignee, previous, sla, at));
      };
    }
    case 'convert':
      return (lead) =>
        changeOf(lead, { ...live, privacy: lead.privacy }, leadEditOf(user, lead, { privacy: 'public' }, null, at));
    case 'delete':
      return (lead) => changeOf(lead, live, deletionOf(user, at));
    case 'restore': {
      const phoneTaken = await restoresTakingPhones(leads.filter((l) => l.deletedAt && !l.mergedInto));
      return (lead) => {
        if (lead.mergedInto) return skip(lead, 'MERGED');
        if (!lead.deletedAt) return skip(lead, 'NOT_DELETED');
        if (phoneTaken.has(lead)) return skip(lead, 'PHONE_TAKEN');
        return changeOf(lead, { deletedAt: { $ne: null }, mergedInto: null }, restorationOf(user, at));
      };
    }
  }
}

/** The names of the leads' present assignees, for the assignment records and notices: one query for all. */
async function previousAssigneeNames(leads: readonly BulkLead[]): Promise<Map<string, string>> {
  const previous = [...new Set(leads.flatMap((l) => (l.assignedTo ? [String(l.assignedTo)] : [])))];
  if (previous.length === 0) return new Map();
  const people = await UserModel.find({ _id: { $in: previous.map(oid) } })
    .select('name')
    .lean();
  return new Map(people.map((p) => [String(p._id), p.name]));
}
