import { Types, type AnyBulkWriteOperation } from 'mongoose';
import {
  BULK_MAX_MATCHING,
  BULK_SKIP_MESSAGES,
  canBulk,
  canChangeLeadStatus,
  isFollowUpStatus,
  isPublicLead,
  teamsOf,
  type BulkLeadsBody,
  type BulkLeadsResult,
  type BulkSkipReason,
  type LeadPrivacy,
  type LeadStatus,
} from '@crm/contracts';
import { AppError, forbidden } from '../../errors/app-error';
import type { AuthUser } from '../../http/auth-user';
import { UserModel } from '../users/user.model';
import {
  notifyLeadChanges,
  setManyLeadNotificationsHidden,
  type LeadChangeNotice,
} from '../notifications/notification.batch';
import { findAllowedAssignee } from './lead.assignee';
import type { FirstContactSla } from './lead.first-contact';
import { historyEntry, pushHistory, type StoredHistoryEntry } from './lead.history';
import { LeadModel } from './lead.model';
import { FOLLOW_UP_REFUSED, leadRecordOf, teamAfterAssignment, visibilityFilter } from './lead.rules';
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

/** One lead's change: the fields it sets (guarded by what it was decided on), its history and its notice. */
interface Change {
  lead: BulkLead;
  guard: Record<string, unknown>;
  set: Record<string, unknown>;
  entries: StoredHistoryEntry[];
  notice?: LeadChangeNotice;
}
type Decision = Change | { skip: BulkSkipReason; lead: BulkLead };
type Decide = (lead: BulkLead) => Decision;

const oid = (id: string) => new Types.ObjectId(id);
const skip = (lead: BulkLead, reason: BulkSkipReason): Decision => ({ skip: reason, lead });

/**
 * Bulk work on leads: load the targets in one query, decide each by the one-at-a-time rules in
 * memory, write every change (with its history entry) in one bulkWrite, then batch the notices.
 * A fixed number of queries whatever the number of leads; only leads the caller sees are touched.
 */
export async function bulkLeads(
  user: AuthUser,
  body: BulkLeadsBody,
  timeZone: string,
  sla: FirstContactSla,
): Promise<BulkLeadsResult> {
  if (!canBulk(user, body.action)) throw forbidden();
  const decide = await deciderFor(user, body, sla);
  const { leads, missing, requested } = await loadTargets(user, body, timeZone);
  const decisions = leads.map(decide);
  const changes = decisions.filter((d): d is Change => !('skip' in d));
  if (body.action === 'assign') await withPreviousNames(changes);
  const changedIds = await writeChanges(changes);
  const changed = changes.filter((c) => changedIds.has(String(c.lead._id)));

  await notifyLeadChanges(
    user,
    changed.flatMap((c) => (c.notice ? [c.notice] : [])),
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

/** The per-lead rule of each action, after the request-level checks (the assignee, the follow-up fields). */
async function deciderFor(user: AuthUser, body: BulkLeadsBody, sla: FirstContactSla): Promise<Decide> {
  const live = { deletedAt: null };
  switch (body.action) {
    case 'status': {
      const touchesFollowUp = body.followUpDate !== undefined || body.followUpNotes !== undefined;
      if (touchesFollowUp && !isFollowUpStatus(body.status))
        throw new AppError('FOLLOW_UP_NOT_ALLOWED', FOLLOW_UP_REFUSED);
      return (lead) => decideStatus(user, body, lead);
    }
    case 'assign': {
      const assignee = await findAllowedAssignee(user, body.userId);
      const now = new Date();
      const assigneeTeams = teamsOf(assignee).map(String);
      return (lead) => {
        if (!isPublicLead(lead)) return skip(lead, 'LEAD_NOT_PUBLIC');
        if (String(lead.assignedTo) === String(assignee._id)) return skip(lead, 'UNCHANGED');
        const teamId = teamAfterAssignment(lead.teamId, assigneeTeams);
        return {
          lead,
          guard: { ...live, privacy: 'public', assignedTo: lead.assignedTo },
          // As one at a time: the new assignee's first-contact clock starts now.
          set: {
            assignedTo: assignee._id,
            teamId: teamId ? oid(teamId) : null,
            assignedAt: now,
            firstContactAt: null,
            firstContactDueAt: sla.dueAt(now),
            firstContactAlertedAt: null,
            firstContactAlertClaimedAt: null,
          },
          // The previous assignee's name is filled in once for all (withPreviousNames).
          entries: [historyEntry(user, 'assignment', { from: null, to: assignee.name, ref: assignee._id })],
          notice: {
            lead,
            type: 'Reassignment',
            oldValue: null,
            newValue: assignee.name,
            recipient: assignee._id,
          },
        };
      };
    }
    case 'convert':
      return (lead) =>
        isPublicLead(lead)
          ? skip(lead, 'UNCHANGED')
          : {
              lead,
              guard: { ...live, privacy: lead.privacy },
              set: { privacy: 'public' },
              entries: [historyEntry(user, 'privacy', { from: lead.privacy, to: 'public' })],
            };
    case 'delete':
      return (lead) => ({
        lead,
        guard: live,
        set: { deletedAt: new Date() },
        entries: [historyEntry(user, 'deleted')],
      });
    case 'restore':
      return (lead) => {
        if (lead.mergedInto) return skip(lead, 'MERGED');
        if (!lead.deletedAt) return skip(lead, 'NOT_DELETED');
        return {
          lead,
          guard: { deletedAt: { $ne: null }, mergedInto: null },
          set: { deletedAt: null },
          entries: [historyEntry(user, 'restored')],
        };
      };
  }
}

type StatusBody = Extract<BulkLeadsBody, { action: 'status' }>;

/** As `PUT /api/leads/:id` with a status (and, for a follow-up status, the reminder and its notes). */
function decideStatus(user: AuthUser, body: StatusBody, lead: BulkLead): Decision {
  const followUpDate =
    body.followUpDate === undefined ? undefined : body.followUpDate ? new Date(body.followUpDate) : null;
  const dateChanges = followUpDate !== undefined && followUpDate?.getTime() !== lead.followUpDate?.getTime();
  const notesChange = body.followUpNotes !== undefined && body.followUpNotes !== lead.followUpNotes;
  const statusChanges = body.status !== lead.status;
  if (!statusChanges && !dateChanges && !notesChange) return skip(lead, 'UNCHANGED');
  if (!canChangeLeadStatus(user, leadRecordOf(lead), body.status)) return skip(lead, 'STATUS_CHANGE_FORBIDDEN');

  const set: Record<string, unknown> = { status: body.status };
  // The assignee's own status change is their first contact, as one at a time (lead.changes.ts).
  if (statusChanges && String(lead.assignedTo) === user._id && !lead.firstContactAt) set.firstContactAt = new Date();
  const entries: StoredHistoryEntry[] = [];
  if (statusChanges) entries.push(historyEntry(user, 'status', { from: lead.status, to: body.status }));
  if (dateChanges || notesChange) {
    if (followUpDate !== undefined) set.followUpDate = followUpDate;
    if (body.followUpNotes !== undefined) set.followUpNotes = body.followUpNotes;
    entries.push(
      historyEntry(user, 'followUp', {
        from: lead.followUpDate,
        to: followUpDate === undefined ? lead.followUpDate : followUpDate,
        note: body.followUpNotes ?? '',
      }),
    );
  }
  return {
    lead,
    guard: { deletedAt: null, status: lead.status },
    set,
    entries,
    notice: statusChanges
      ? { lead, type: 'StatusChange', oldValue: lead.status, newValue: body.status, recipient: lead.assignedTo }
      : undefined,
  };
}

/** Fills the previous assignee's name into assignment entries and notices: one query for all. */
async function withPreviousNames(changes: Change[]) {
  const previous = [...new Set(changes.flatMap((c) => (c.lead.assignedTo ? [String(c.lead.assignedTo)] : [])))];
  if (previous.length === 0) return;
  const people = await UserModel.find({ _id: { $in: previous.map(oid) } })
    .select('name')
    .lean();
  const nameOf = new Map(people.map((p) => [String(p._id), p.name]));
  for (const c of changes) {
    const name = c.lead.assignedTo ? (nameOf.get(String(c.lead.assignedTo)) ?? null) : null;
    for (const entry of c.entries) if (entry.kind === 'assignment') entry.from = name;
    if (c.notice?.type === 'Reassignment') c.notice.oldValue = name;
  }
}
