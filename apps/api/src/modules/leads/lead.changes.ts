import { Types } from 'mongoose';
import {
  EXPECTABLE_LEAD_FIELDS,
  type EditConflict,
  type ExpectableLeadField,
  type LeadNotification,
  type LeadPrivacy,
  type LeadStatus,
  type UpdateLeadBody,
} from '@crm/contracts';
import type { AuthUser } from '../../core/auth-user';
import type { FirstContactSla } from './lead.first-contact';
import { historyEntry, type StoredHistoryEntry } from './lead.history';
import { teamAfterAssignment } from './lead.rules';

/**
 * The one decision of every change to a lead: given the lead as it was read and the change asked
 * for, what to `$set`, the history entries that travel with it and whom to tell. The single edit
 * (`lead.service.ts`), bulk work (`lead.bulk.ts`) and the merge all decide here and only differ in
 * how they write, so a lead changed one way or the other ends up with the same record and notices.
 */
export interface LeadChange {
  set: Record<string, unknown>;
  entries: StoredHistoryEntry[];
  notices: LeadNotice[];
}

/** Someone to tell about a change (the writer skips the actor themselves and leads with no assignee). */
export interface LeadNotice {
  type: LeadNotification['type'];
  oldValue: string | null;
  newValue: string | null;
  recipient: unknown;
}

/** The fields of a loaded lead that an edit compares against. */
export interface LeadBefore {
  status: LeadStatus;
  propertyInterest?: string;
  privacy: LeadPrivacy;
  followUpDate?: Date | null;
  followUpNotes: string;
  agentFeedback?: string;
  budget?: number | null;
  campaignId?: Types.ObjectId | null;
  assignedTo?: Types.ObjectId | null;
  firstContactAt?: Date | null;
}

/** A campaign as an edit names it: its id, and its name for the timeline. */
export interface CampaignChoice {
  id: Types.ObjectId | null;
  name: string | null;
}

/**
 * An edit (`PUT /api/leads/:id`, a bulk status change, a bulk convert): only the fields that really
 * change, one history entry per kind of change (a field set to its current value records nothing).
 * The rules on who may make it are checked by the caller before.
 */
export function leadEditOf(
  user: AuthUser,
  before: LeadBefore,
  body: UpdateLeadBody,
  campaign: { before: string | null; after: CampaignChoice } | null = null,
  at: Date = new Date(),
): LeadChange {
  const set: Record<string, unknown> = {};
  const entries: StoredHistoryEntry[] = [];
  const notices: LeadNotice[] = [];
  const record = (kind: StoredHistoryEntry['kind'], change: Parameters<typeof historyEntry>[2]) =>
    entries.push(historyEntry(user, kind, change, at));
  const tell = (type: LeadNotice['type'], oldValue: string | null, newValue: string | null) =>
    notices.push({ type, oldValue, newValue, recipient: before.assignedTo ?? null });

  if (body.status !== undefined && body.status !== before.status) {
    set.status = body.status;
    record('status', { from: before.status, to: body.status });
    tell('StatusChange', before.status, body.status);
    // A status change by the assignee is a contact with the client (speed-to-lead).
    if (String(before.assignedTo) === user._id && !before.firstContactAt) set.firstContactAt = at;
  }
  const interestBefore = before.propertyInterest ?? '';
  if (body.propertyInterest !== undefined && body.propertyInterest !== interestBefore) {
    set.propertyInterest = body.propertyInterest;
    record('interest', { from: interestBefore, to: body.propertyInterest });
    tell('InterestChange', interestBefore || null, body.propertyInterest || null);
  }
  if (body.privacy !== undefined && body.privacy !== before.privacy) {
    set.privacy = body.privacy;
    record('privacy', { from: before.privacy, to: body.privacy });
  }
  const nextDate =
    body.followUpDate === undefined
      ? (before.followUpDate ?? null)
      : body.followUpDate
        ? new Date(body.followUpDate)
        : null;
  const dateChanged = (nextDate?.getTime() ?? null) !== (before.followUpDate?.getTime() ?? null);
  const notesChanged = body.followUpNotes !== undefined && body.followUpNotes !== before.followUpNotes;
  if (dateChanged) set.followUpDate = nextDate;
  if (notesChanged) set.followUpNotes = body.followUpNotes;
  if (dateChanged || notesChanged) {
    // One record for the follow-up: its date before and after, and the notes when they changed.
    record('followUp', { from: before.followUpDate, to: nextDate, note: notesChanged ? body.followUpNotes : '' });
  }
  if (body.agentFeedback !== undefined) set.agentFeedback = body.agentFeedback;
  if (body.budget !== undefined && body.budget !== (before.budget ?? null)) {
    set.budget = body.budget;
    record('budget', { from: before.budget ?? null, to: body.budget });
  }
  if (campaign && String(campaign.after.id) !== String(before.campaignId ?? null)) {
    set.campaignId = campaign.after.id;
    record('campaign', { from: campaign.before, to: campaign.after.name, ref: campaign.after.id });
  }
  return { set, entries, notices };
}

type Comparable = string | number | null;

/**
 * Each field an edit may expect, as the edit would store it and as the lead holds it, in one form
 * both compare in: a date as its instant (ISO), a missing text as '', a missing date or budget as null.
 */
const EXPECTABLE: Record<
  ExpectableLeadField,
  { held: (lead: LeadBefore) => Comparable; sent: (v: unknown) => Comparable }
> = {
  status: { held: (lead) => lead.status, sent: (v) => (v as string | undefined) ?? null },
  propertyInterest: {
    held: (lead) => lead.propertyInterest ?? '',
    sent: (v) => ((v as string | null | undefined) ?? '').trim(),
  },
  followUpDate: {
    held: (lead) => lead.followUpDate?.toISOString() ?? null,
    sent: (v) => (v ? new Date(v as string).toISOString() : null),
  },
  followUpNotes: { held: (lead) => lead.followUpNotes ?? '', sent: (v) => (v as string | null | undefined) ?? '' },
  agentFeedback: { held: (lead) => lead.agentFeedback ?? '', sent: (v) => (v as string | null | undefined) ?? '' },
  budget: { held: (lead) => lead.budget ?? null, sent: (v) => (v as number | null | undefined) ?? null },
};

/**
 * The fields of an edit sent with `expected` (the values its client saw: an offline change) that
 * someone else changed meanwhile: the lead holds neither the expected value nor the one this edit
 * sets (the same value set by both is no conflict). A field the edit does not set is not checked.
 * Checked against the lead as read for the write (`updateLead`), so check and write see one version.
 */
export function editConflictsOf(before: LeadBefore, body: UpdateLeadBody): EditConflict[] {
  const expected = body.expected;
  if (!expected) return [];
  const conflicts: EditConflict[] = [];
  for (const field of EXPECTABLE_LEAD_FIELDS) {
    if (body[field] === undefined || expected[field] === undefined) continue;
    const { held, sent } = EXPECTABLE[field];
    const theirs = held(before);
    const yours = sent(body[field]);
    if (sent(expected[field]) !== theirs && yours !== theirs) conflicts.push({ field, yours, theirs });
  }
  return conflicts;
}

/** The person a lead is handed to, with the teams it may follow them into. */
export interface Assignee {
  _id: Types.ObjectId;
  name: string;
  teams: readonly string[];
}

/**
 * An assignment (one lead or many): the lead follows its assignee into their team (it stays in its
 * team when that is one of theirs); a new assignee's first-contact clock starts now, so speed-to-lead
 * measures their contact and the Supervisors may be told again if they are late too. The assignee
 * is told, also when they already had the lead.
 */
export function assignmentOf(
  user: AuthUser,
  before: { assignedTo?: Types.ObjectId | null; teamId?: Types.ObjectId | null },
  assignee: Assignee,
  previousName: string | null,
  sla: FirstContactSla,
  at: Date = new Date(),
): LeadChange {
  const teamId = teamAfterAssignment(before.teamId, assignee.teams);
  const set: Record<string, unknown> = { teamId: teamId ? new Types.ObjectId(teamId) : null };
  const entries: StoredHistoryEntry[] = [];
  if (String(before.assignedTo ?? null) !== String(assignee._id)) {
    Object.assign(set, {
      assignedTo: assignee._id,
      assignedAt: at,
      firstContactAt: null,
      firstContactDueAt: sla.dueAt(at),
      firstContactAlertedAt: null,
      firstContactAlertClaimedAt: null,
    });
    entries.push(historyEntry(user, 'assignment', { from: previousName, to: assignee.name, ref: assignee._id }, at));
  }
  const notice: LeadNotice = {
    type: 'Reassignment',
    oldValue: previousName,
    newValue: assignee.name,
    recipient: assignee._id,
  };
  return { set, entries, notices: [notice] };
}

/** A delete (soft: the lead, its history and notifications stay, hidden) and its undo. */
export const deletionOf = (user: AuthUser, at: Date = new Date()): LeadChange => ({
  set: { deletedAt: at, deletedBy: { _id: new Types.ObjectId(user._id), name: user.name } },
  entries: [historyEntry(user, 'deleted', {}, at)],
  notices: [],
});
export const restorationOf = (user: AuthUser, at: Date = new Date()): LeadChange => ({
  set: { deletedAt: null, deletedBy: null },
  entries: [historyEntry(user, 'restored', {}, at)],
  notices: [],
});

/** What a merge reads of each of its two leads. */
export interface MergeSide {
  _id: Types.ObjectId;
  name: string;
  phone: string;
  email: string;
  propertyInterest: string;
  budget: number | null;
}

/** The duplicate of a merge: deleted for good, naming the lead it went into. */
export const mergedAwayOf = (user: AuthUser, kept: MergeSide, at: Date = new Date()): LeadChange => ({
  set: { deletedAt: at, mergedInto: kept._id },
  entries: [historyEntry(user, 'merged', { to: kept.name, ref: kept._id }, at)],
  notices: [],
});

/** The kept lead of a merge: records it and takes the contact details and wishes it lacks from the duplicate. */
export function mergedIntoOf(user: AuthUser, kept: MergeSide, other: MergeSide, at: Date = new Date()): LeadChange {
  const set: Record<string, unknown> = {};
  if (!kept.phone && other.phone) set.phone = other.phone;
  if (!kept.email && other.email) set.email = other.email;
  if (!kept.propertyInterest && other.propertyInterest) set.propertyInterest = other.propertyInterest;
  if (kept.budget === null && other.budget !== null) set.budget = other.budget;
  return { set, entries: [historyEntry(user, 'merged', { from: other.name, ref: other._id }, at)], notices: [] };
}
