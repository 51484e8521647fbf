import { Types } from 'mongoose';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../core/auth-user';
import { publish } from '../../core/events';
import './lead.events';
import type { LeadChange } from './lead.changes';
import { pushHistory, type StoredHistoryEntry } from './lead.history';
import { LeadModel } from './lead.model';

type LeadDocument = InstanceType<typeof LeadModel>;

/**
 * Writes a change decided on a lead as it was read, with its history entries, in one atomic update,
 * only if nobody wrote the lead since (its version `__v`, bumped by every change): the entries' old
 * values are then exactly what the change replaced, and the rules were checked against the lead it
 * applies to. Null when the lead changed meanwhile (the caller reads it again and decides again).
 * `history` is never loaded (`select: false`) and never saved from a document, which would replace
 * the whole array: entries only travel as `$push`.
 */
export async function writeLeadChange(
  doc: LeadDocument,
  set: Record<string, unknown>,
  entries: StoredHistoryEntry[],
): Promise<LeadDocument | null> {
  if (Object.keys(set).length === 0 && entries.length === 0) return doc;
  return LeadModel.findOneAndUpdate(
    { _id: doc._id, __v: doc.__v ?? null },
    { $set: set, $inc: { __v: 1 }, ...(entries.length ? pushHistory(...entries) : {}) },
    { returnDocument: 'after' },
  );
}

/** Writes a decided change (`writeLeadChange`), then publishes it ('leads.changed'); null when the lead changed meanwhile. */
export async function applyLeadChange(user: AuthUser, doc: LeadDocument, change: LeadChange) {
  const updated = await writeLeadChange(doc, change.set, change.entries);
  if (updated && change.notices.length)
    await publish('leads.changed', {
      actor: user,
      notices: change.notices.map((notice) => ({ ...notice, lead: updated })),
    });
  if (updated && 'followUpDate' in change.set)
    await publish('leads.followUpsChanged', {
      actor: user,
      changes: [{ leadId: updated._id, followUpDate: (change.set.followUpDate as Date | null) ?? null }],
    });
  return updated;
}

const ATTEMPTS = 3;

/** Reads, decides and writes a lead change again while other writes keep winning the race, then a 409. */
export async function retryOnConcurrentChange<T>(attempt: () => Promise<T | null>): Promise<T> {
  for (let i = 0; i < ATTEMPTS; i++) {
    const done = await attempt();
    if (done !== null) return done;
  }
  throw new AppError('LEAD_CHANGED_MEANWHILE', 'This lead was changed by someone else meanwhile. Please try again.');
}

/**
 * Records an event that lives in another collection (feedback, a task, a unit inquiry, a contact)
 * on a lead matched by `filter` (its visibility for the caller, so the write is also the check).
 * `contactBy`: the event is a contact with the client by this user; when they are the lead's
 * assignee and it is their first since they got the lead, `firstContactAt` is set by the same write.
 * False when no lead matched.
 */
export async function recordOnLead(
  filter: Record<string, unknown>,
  entry: StoredHistoryEntry,
  contactBy?: AuthUser,
): Promise<boolean> {
  if (contactBy) {
    const first = await LeadModel.updateOne(
      { $and: [filter, { assignedTo: new Types.ObjectId(contactBy._id), firstContactAt: null }] },
      { $set: { firstContactAt: entry.at }, $inc: { __v: 1 }, ...pushHistory(entry) },
    );
    if (first.matchedCount === 1) return true;
  }
  // No version bump: an event beside the lead's fields does not stale a concurrent edit's decision.
  const recorded = await LeadModel.updateOne(filter, pushHistory(entry));
  return recorded.matchedCount === 1;
}

/**
 * Takes back a record whose event then failed to be written (best effort: the caller is answering
 * an error anyway), with the first contact it may have set.
 */
export async function takeBackRecord(leadId: Types.ObjectId, entry: StoredHistoryEntry) {
  await LeadModel.updateOne({ _id: leadId }, { $pull: { history: { _id: entry._id } } });
  await LeadModel.updateOne({ _id: leadId, firstContactAt: entry.at }, { $set: { firstContactAt: null } });
}
