import { Types, type AnyBulkWriteOperation } from 'mongoose';
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
  type ErrorCode,
  type LeadPrivacy,
  type LeadStatus,
} from '@crm/contracts';
import { databaseFailureOf, type DatabaseFailure } from '../../db/database-errors';
import { AppError, forbidden } from '../../errors/app-error';
import type { AuthUser } from '../../core/auth-user';
import { yieldToOthers } from '../../lib/spreadsheet';
import { bulkLeadJobsInFlight } from '../metrics';
import { UserModel } from '../users';
import { publish } from '../../core/events';
import { assigneeOf, findAllowedAssignee } from './lead.assignee';
import { assignmentOf, deletionOf, leadEditOf, restorationOf, type LeadChange, type LeadNotice } from './lead.changes';
import type { FirstContactSla } from './lead.first-contact';
import { pushHistory, type StoredHistoryEntry } from './lead.history';
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

/**
 * The leads whose changes came out alike (the same guard, fields set and records): one updateMany
 * writes them all, each lead getting the same history record (one record id per group, which is how
 * a partial write is told apart). Only the notices differ from lead to lead (whom to tell).
 */
interface Group {
  guard: Record<string, unknown>;
  set: Record<string, unknown>;
  entries: StoredHistoryEntry[];
  leads: BulkLead[];
  notices: LeadNotice[][];
}

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
 * memory, write the changes set-based (one updateMany per kind of change, all in one bulkWrite, with
 * their history records), then batch the notices. A fixed number of queries whatever the number of
 * leads; only leads the caller sees are touched. A database that fails (unreachable, too slow, a size
 * limit) is answered with a 503 or 413 saying whether anything may have changed, never a 500.
 */
async function runBulkLeads(
  user: AuthUser,
  body: BulkLeadsBody,
  timeZone: string,
  sla: FirstContactSla,
): Promise<BulkLeadsResult> {
  if (!canBulk(user, body.action)) throw forbidden();
  const { leads, missing, requested } = await failingClearly('read', () => loadTargets(user, body, timeZone));
  const decide = await failingClearly('read', () => deciderFor(user, body, sla, leads));
  const skipped = new Map<BulkSkipReason, string[]>();
  for (const id of missing) addTo(skipped, 'NOT_FOUND', id);
  const groups = await decideAll(leads, decide, skipped);
  const changing = groups.reduce((n, g) => n + g.leads.length, 0);

  const changed: string[] = [];
  await failingClearly(
    'write',
    async () => {
      const landed = await writeGroups(groups, changing);
      const notices: (LeadNotice & { lead: BulkLead })[] = [];
      const followUps: { leadId: unknown; followUpDate: Date | null }[] = [];
      for (const group of groups) {
        group.leads.forEach((lead, i) => {
          const id = String(lead._id);
          if (!landed(id)) return addTo(skipped, 'CHANGED_MEANWHILE', id);
          changed.push(id);
          for (const notice of group.notices[i]!) notices.push({ ...notice, lead });
          if ('followUpDate' in group.set)
            followUps.push({ leadId: lead._id, followUpDate: (group.set.followUpDate as Date | null) ?? null });
        });
      }
      if (notices.length) await publish('leads.changed', { actor: user, notices });
      if (followUps.length) await publish('leads.followUpsChanged', { actor: user, changes: followUps });
      if (body.action === 'delete') await publish('leads.deleted', { actor: user, leadIds: changed });
      if (body.action === 'restore') await publish('leads.restored', { actor: user, leadIds: changed });
    },
    changing,
  );

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
 * One updateMany per group, sent together in one bulkWrite (a bulkWrite per GROUPS_PER_WRITE groups).
 * Each is guarded by the values its leads were decided on, so a lead someone changed meanwhile is left
 * alone; the rare partial write is resolved by reading which leads hold their group's history record.
 * Answers whether a lead's change landed.
 */
async function writeGroups(groups: readonly Group[], changing: number): Promise<(id: string) => boolean> {
  let modified = 0;
  for (let from = 0; from < groups.length; from += GROUPS_PER_WRITE) {
    const ops: AnyBulkWriteOperation[] = groups.slice(from, from + GROUPS_PER_WRITE).map((g) => ({
      updateMany: {
        // The guard first: an engine that matches field by field (mongo-java-server) drops most leads on it.
        filter: { ...g.guard, _id: { $in: g.leads.map((l) => l._id) } },
        update: { $set: g.set, ...pushHistory(...g.entries) },
      },
    }));
    modified += (await LeadModel.bulkWrite(ops, { ordered: false })).modifiedCount;
  }
  if (modified === changing) return () => true;
  const landed = await LeadModel.find({
    _id: { $in: groups.flatMap((g) => g.leads.map((l) => l._id)) },
    'history._id': { $in: groups.map((g) => g.entries[0]!._id) },
  })
    .select('_id')
    .lean();
  const ids = new Set(landed.map((l) => String(l._id)));
  return (id) => ids.has(id);
}

/**
 * Groups written by one command. Most bulk work makes a handful (a status change: one per status the
 * leads had; an assignment: one per previous assignee). An engine that scans for each updateMany
 * (mongo-java-server) answers nothing else on that connection's thread meanwhile, the driver's
 * heartbeat included: a command of hundreds of scans outlasted the heartbeat's 30 s, and the driver
 * cut it off (issue 31). A few dozen at a time keeps every command short there, and costs MongoDB
 * nothing (one round trip per GROUPS_PER_WRITE groups).
 */
const GROUPS_PER_WRITE = 20;

/** What the caller is told when the database fails: whether anything may have changed, and what to do. */
function bulkFailure(failure: DatabaseFailure, phase: 'read' | 'write', leads: number): AppError {
  const { code, what } = BULK_FAILURES[failure];
  const then = failure === 'tooLarge' ? 'choose fewer leads' : 'try again in a moment';
  if (phase === 'read') return new AppError(code, `${what}, and nothing was changed. Please ${then}.`, { phase });
  return new AppError(
    code,
    `${what} while changing ${leads.toLocaleString('en')} leads: some of them may have been changed. ` +
      `Reload the list to see which, then ${then}.`,
    { phase },
  );
}
const BULK_FAILURES = {
  unavailable: { code: 'DB_DOWN', what: 'The database stopped answering' },
  timeout: { code: 'BUSY', what: 'The database took too long to answer' },
  tooLarge: { code: 'TOO_LARGE', what: 'This is more leads than the database takes in one request' },
} as const satisfies Record<DatabaseFailure, { code: ErrorCode; what: string }>;

/** Runs a step of the bulk work, a database failure turned into a clear answer (bulkFailure). */
async function failingClearly<T>(phase: 'read' | 'write', step: () => Promise<T>, leads = 0): Promise<T> {
  try {
    return await step();
  } catch (err) {
    const failure = databaseFailureOf(err);
    throw failure ? bulkFailure(failure, phase, leads) : err;
  }
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
