import { Types } from 'mongoose';
import type { LeadNotification } from '@crm/contracts';
import type { AuthUser } from '../../core/auth-user';
import { mapInSlices } from '../../lib/spreadsheet';
import { writeInSlices } from '../../lib/write-in-slices';
import { NotificationModel } from './notification.model';

export interface LeadChangeNotice {
  lead: { _id: unknown; name: string };
  type: LeadNotification['type'];
  oldValue: string | null;
  newValue: string | null;
  /** Who is told: the lead's assignee (for a reassignment, the new one). */
  recipient: unknown;
}

/**
 * `notifyLeadChange` for many leads at once (bulk work): a few inserts of a few hundred each (writeInSlices), never one per lead.
 * As one at a time, nobody is told about their own change, nor is a lead without an assignee.
 * The model casts, defaults and validates each kind of notice once (its type and values, and who
 * made the change); the notices of a kind differ only in their lead and recipient, filled in for
 * each. Validating each of 5,000 documents instead held the event loop for over a second.
 */
export async function notifyLeadChanges(actor: AuthUser, notices: readonly LeadChangeNotice[]) {
  const told = notices.filter((n) => n.recipient && String(n.recipient) !== actor._id);
  if (told.length === 0) return;
  const changedBy = { userId: actor._id, name: actor.name, role: actor.role };
  const keyOf = (n: LeadChangeNotice) => JSON.stringify([n.type, n.oldValue, n.newValue]);
  const kinds = new Map<string, Record<string, unknown>>();
  for (const notice of told) {
    const key = keyOf(notice);
    if (!kinds.has(key)) kinds.set(key, await kindOf(notice, changedBy));
  }
  const createdAt = new Date();
  const docs = await mapInSlices(told, (notice) => ({
    ...kinds.get(keyOf(notice)),
    _id: new Types.ObjectId(),
    leadId: new Types.ObjectId(String(notice.lead._id)),
    leadName: notice.lead.name,
    recipientId: new Types.ObjectId(String(notice.recipient)),
    createdAt,
  }));
  await writeInSlices(docs, (slice) => NotificationModel.insertMany(slice, { ordered: false, lean: true }));
}

/**
 * A notice of this kind as the model makes it (cast, defaulted, validated, versioned), without what
 * each notice fills in: its id, lead, recipient and time (stand-ins here, so that no one lead's data
 * can refuse them all).
 */
async function kindOf(notice: LeadChangeNotice, changedBy: { userId: string; name: string; role: string }) {
  const doc = new NotificationModel({
    leadId: new Types.ObjectId(),
    leadName: 'lead',
    type: notice.type,
    oldValue: notice.oldValue,
    newValue: notice.newValue,
    changedBy,
    recipientId: new Types.ObjectId(),
  });
  await doc.validate();
  const kind: Record<string, unknown> = doc.toObject({ depopulate: true });
  for (const filledIn of ['_id', 'leadId', 'leadName', 'recipientId', 'createdAt']) delete kind[filledIn];
  const versionKey = NotificationModel.schema.get('versionKey');
  if (typeof versionKey === 'string') kind[versionKey] = 0;
  return kind;
}

/** `setLeadNotificationsHidden` for many leads: deleted leads' notifications hide, restored ones' come back. */
export async function setManyLeadNotificationsHidden(leadIds: readonly unknown[], hidden: boolean) {
  if (leadIds.length === 0) return;
  const ids = leadIds.map((id) => new Types.ObjectId(String(id)));
  await writeInSlices(ids, (slice) =>
    NotificationModel.updateMany({ leadId: { $in: slice } }, { $set: { leadDeleted: hidden } }),
  );
}
