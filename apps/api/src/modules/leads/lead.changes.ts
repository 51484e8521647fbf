import type { Types } from 'mongoose';
import type { LeadPrivacy, LeadStatus, UpdateLeadBody } from '@crm/contracts';
import type { AuthUser } from '../../http/auth-user';
import { historyEntry, type StoredHistoryEntry } from './lead.history';

/** The fields of a loaded lead that an edit compares against. */
export interface LeadBefore {
  status: LeadStatus;
  propertyInterest: string;
  privacy: LeadPrivacy;
  followUpDate?: Date | null;
  followUpNotes: string;
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
 * What an edit changes, as one update: the `$set` of the fields that really change and one history
 * entry per kind of change (a field set to its current value records nothing). The caller writes
 * both together, so a change is never stored without its record.
 */
export function leadEditOf(
  user: AuthUser,
  before: LeadBefore,
  body: UpdateLeadBody,
  campaign: { before: string | null; after: CampaignChoice } | null,
  at: Date = new Date(),
) {
  const set: Record<string, unknown> = {};
  const entries: StoredHistoryEntry[] = [];
  const record = (kind: StoredHistoryEntry['kind'], change: Parameters<typeof historyEntry>[2]) =>
    entries.push(historyEntry(user, kind, change, at));

  if (body.status !== undefined && body.status !== before.status) {
    set.status = body.status;
    record('status', { from: before.status, to: body.status });
    // A status change by the assignee is a contact with the client (speed-to-lead).
    if (String(before.assignedTo) === user._id && !before.firstContactAt) set.firstContactAt = at;
  }
  if (body.propertyInterest !== undefined && body.propertyInterest !== before.propertyInterest) {
    set.propertyInterest = body.propertyInterest;
    record('interest', { from: before.propertyInterest, to: body.propertyInterest });
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
  return { set, entries };
}
