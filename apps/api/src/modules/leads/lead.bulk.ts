import { Types, type AnyBulkWriteOperation } from 'mongoose';
import {
  BULK_MAX_MATCHING,
  BULK_SKIP_MESSAGES,
  canBulk,
  canChangeLeadStatus,
  isFollowUpStatus,
  isPublicLead,
  type BulkLeadsBody,
  type BulkLeadsResult,
  type BulkSkipReason,
  type LeadPrivacy,
  type LeadStatus,
} from '@crm/contracts';
import { AppError, forbidden } from '../../errors/app-error';
import type { AuthUser } from '../../http/auth-user';
import { bulkLeadJobsInFlight } from '../metrics';
import { UserModel } from '../users';
import { notifyLeadChanges, setManyLeadNotificationsHidden } from '../notifications';
import { assigneeOf, findAllowedAssignee } from './lead.assignee';
import { assignmentOf, deletionOf, leadEditOf, restorationOf, type LeadChange } from './lead.changes';
import type { FirstContactSla } from './lead.first-contact';
import { pushHistory } from './lead.history';
import { LeadModel } from './lead.model';
import { FOLLOW_UP_REFUSED, leadRecordOf, visibilityFilter } from './lead.rules';
import { leadFilter } from './lead.service';

/** What a bulk decision reads of each lead (one query loads them all). */
interface BulkLead {
  _id: Types.ObjectId;
  name: string;
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
  'name status privacy assignedTo createdBy teamId followUpDate followUpNotes firstContactAt deletedAt mergedInto';

/** One lead's change, guarded by the values it was decided on (`LeadChange`, from lead.changes.ts). */
interface Change extends LeadChange {
  lead: BulkLead;
  guard: Record<string, unknown>;
}
type Decision = Change | { skip: BulkSkipReason; lead: BulkLead };
type Decide = (lead: BulkLead) => Decision;

const oid = (id: string) => new Types.ObjectId(id);
const skip = (lead: BulkLead, reason: BulkSkipReason): Decision => ({ skip: reason, lead });

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
 * memory, write every change (with its history entry) in one bulkWrite, then batch the notices.
 * A fixed number of queries whatever the number of leads; only leads the caller sees are touched.
 */
async function runBulkLeads(
  user: AuthUser,
  body: BulkLeadsBody,
  timeZone: string,
  sla: FirstContactSla,
): Promise<BulkLeadsResult> {
  if (!canBulk(user, body.action)) throw forbidden();
  const { leads, missing, requested } = await loadTargets(user, body, timeZone);
  const decide = await deciderFor(user, body, sla, leads);
  const decisions = leads.map(decide);
  const changes = decisions.filter((d): d is Change => !('skip' in d));
  const changedIds = await writeChanges(changes);
  const changed = changes.filter((c) => changedIds.has(String(c.lead._id)));

  await notifyLeadChanges(
    user,
    changed.flatMap((c) => c.notices.map((notice) => ({ ...notice, lead: c.lead }))),
  );
  if (body.action === 'delete' || body.action === 'restore') {
    await setManyLeadNotificationsHidden(
      changed.map((c) => c.lead._id),
      body.action === 'delete',
    );
  }

  const skipped = new Map<BulkSkipReason, string[]>();
  const addSkip = (reason: BulkSkipReason, id: string) => skipped.set(reason, [...(skipped.get(reason) ?? []), id]);
  for (const id of missing) addSkip('NOT_FOUND', id);
  for (const d of decisions) if ('skip' in d) addSkip(d.skip, String(d.lead._id));
  for (const c of changes) if (!changedIds.has(String(c.lead._id))) addSkip('CHANGED_MEANWHILE', String(c.lead._id));

  return {
    action: body.action,
    requested,
    changed: changed.length,
    changedIds: changed.map((c) => String(c.lead._id)),
    skipped: [...skipped].map(([reason, ids]) => ({
      reason,
      message: BULK_SKIP_MESSAGES[reason],
      count: ids.length,
      ids,
    })),
  };
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
 * One bulkWrite. Each update is guarded by the values it was decided on, so a lead someone changed
 * meanwhile is left alone; the rare partial write is resolved by reading which history entries landed.
 */
async function writeChanges(changes: Change[]): Promise<Set<string>> {
  if (changes.length === 0) return new Set();
  const ops: AnyBulkWriteOperation[] = changes.map((c) => ({
    updateOne: {
      filter: { _id: c.lead._id, ...c.guard },
      update: { $set: c.set, ...pushHistory(...c.entries) },
    },
  }));
  const result = await LeadModel.bulkWrite(ops, { ordered: false });
  if (result.modifiedCount === changes.length) return new Set(changes.map((c) => String(c.lead._id)));
  const landed = await LeadModel.find({ 'history._id': { $in: changes.map((c) => c.entries[0]!._id) } })
    .select('_id')
    .lean();
  return new Set(landed.map((l) => String(l._id)));
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
      if ((followUpDate !== undefined || followUpNotes !== undefined) && !isFollowUpStatus(status))
        throw new AppError('FOLLOW_UP_NOT_ALLOWED', FOLLOW_UP_REFUSED);
      return (lead) => {
        const change = leadEditOf(user, lead, { status, followUpDate, followUpNotes }, null, at);
        if (!change.entries.length) return skip(lead, 'UNCHANGED');
        if (!canChangeLeadStatus(user, leadRecordOf(lead), status)) return skip(lead, 'STATUS_CHANGE_FORBIDDEN');
        return changeOf(lead, { ...live, status: lead.status }, change);
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
    case 'restore':
      return (lead) => {
        if (lead.mergedInto) return skip(lead, 'MERGED');
        if (!lead.deletedAt) return skip(lead, 'NOT_DELETED');
        return changeOf(lead, { deletedAt: { $ne: null }, mergedInto: null }, restorationOf(user, at));
      };
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
