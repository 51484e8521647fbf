import type { Types } from 'mongoose';
import type { LeadStatus, WorkingCalendar } from '@crm/contracts';
import { historyEntry, type StoredHistoryEntry, LeadModel } from '../modules/leads';

type Person = { _id: Types.ObjectId; name: string };
const actor = (p: Person) => ({ _id: String(p._id), name: p.name });

/** The statuses a demo lead went through to reach its current one (each after the one before). */
const PATH_TO: Record<LeadStatus, LeadStatus[]> = {
  New: [],
  Contacted: ['Contacted'],
  FollowUp: ['Contacted', 'FollowUp'],
  Qualified: ['Contacted', 'Qualified'],
  Won: ['Contacted', 'Qualified', 'Won'],
  Lost: ['Contacted', 'Lost'],
};

const CONTACT_KINDS = new Set(['contactAttempt', 'feedback', 'status']);

export interface DemoLeadStory {
  status: LeadStatus;
  createdAt: Date;
  followUpDate: Date | null;
  owner: Person;
  creator: Person;
  /** Feedback the owner wrote (the demo comment), recorded with its id. */
  feedback?: { _id: Types.ObjectId; at: Date; content: string } | null;
  /** Who made the last status change, when a notification says someone else did. */
  lastChangeBy?: Person | null;
  /** Whether the owner tried to reach a client still New (most are tried within the hour). */
  triedWhileNew: boolean;
}

/**
 * A plausible past for a demo lead, consistent with its current values: created (by its creator),
 * assigned when someone else created it, a contact attempt by the owner, the status changes that
 * lead to its current status, its follow-up date, its feedback. Times fall between its creation and
 * `now`, newest first as the portal stores them; also its assignedAt and firstContactAt.
 */
export function demoLeadHistory(story: DemoLeadStory, now: Date, rand: () => number, calendar: WorkingCalendar) {
  const start = story.createdAt.getTime();
  const span = Math.max(now.getTime() - start, 60_000);
  // A point in the lead's life, as a share of the time since it was created (never after now).
  const at = (share: number) => new Date(start + Math.min(share, 1) * span);
  const entries: StoredHistoryEntry[] = [];
  const selfMade = String(story.creator._id) === String(story.owner._id);
  entries.push(historyEntry(actor(story.creator), 'created', { to: 'New' }, story.createdAt));
  let assignedAt = story.createdAt;
  if (!selfMade) {
    assignedAt = at(0.002 + rand() * 0.01);
    entries.push(
      historyEntry(actor(story.creator), 'assignment', { to: story.owner.name, ref: story.owner._id }, assignedAt),
    );
  }
  const path = PATH_TO[story.status];
  if (path.length > 0 || story.triedWhileNew) {
    // Staff answer in working hours: a few working minutes to two working hours after assignment
    // (so the dashboard's medians read as an agency's would), never after now.
    const answered = calendar.addWorkingMinutes(assignedAt, 3 + rand() * 117);
    const attemptAt = answered < now ? answered : new Date((assignedAt.getTime() + now.getTime()) / 2);
    entries.push(
      historyEntry(actor(story.owner), 'contactAttempt', { note: rand() < 0.6 ? 'call' : 'whatsapp' }, attemptAt),
    );
  }
  let previous: LeadStatus = 'New';
  path.forEach((status, k) => {
    const when = at(0.05 + ((k + 1) / (path.length + 1)) * 0.6 + rand() * 0.05);
    const last = k === path.length - 1;
    const who = last && story.lastChangeBy ? story.lastChangeBy : story.owner;
    entries.push(historyEntry(actor(who), 'status', { from: previous, to: status }, when));
    if (last && story.followUpDate) {
      entries.push(historyEntry(actor(who), 'followUp', { to: story.followUpDate }, new Date(when.getTime() + 1000)));
    }
    previous = status;
  });
  if (story.feedback) {
    const { _id, at: when, content } = story.feedback;
    entries.push(historyEntry(actor(story.owner), 'feedback', { ref: _id, note: content }, when));
  }
  entries.sort((a, b) => b.at.getTime() - a.at.getTime());
  // The owner's first contact: whichever of their attempts, feedback and status changes came first.
  const ownContacts = entries.filter(
    (e) => CONTACT_KINDS.has(e.kind) && String(e.actor?._id) === String(story.owner._id) && e.at >= assignedAt,
  );
  return { history: entries, assignedAt, firstContactAt: ownContacts.at(-1)?.at ?? null };
}

/**
 * Adds demo records to leads already seeded (a task linked, a unit asked about, a budget), each
 * at its place in time: one bulk write for them all, the array kept newest first by `$sort`.
 */
export async function addDemoRecords(records: { leadId: Types.ObjectId; entry: StoredHistoryEntry }[]) {
  if (records.length === 0) return;
  await LeadModel.bulkWrite(
    records.map(({ leadId, entry }) => ({
      updateOne: {
        filter: { _id: leadId },
        update: { $push: { history: { $each: [entry], $sort: { at: -1 } } } },
      },
    })),
  );
}
