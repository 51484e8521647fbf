import { Types } from 'mongoose';
import type { LeadNotification } from '@crm/contracts';
import type { AuthUser } from '../../http/auth-user';
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
 * `notifyLeadChange` for many leads at once (bulk work): one insert, whatever the number of leads.
 * As one at a time, nobody is told about their own change, nor is a lead without an assignee.
 */
export async function notifyLeadChanges(actor: AuthUser, notices: readonly LeadChangeNotice[]) {
  const docs = notices
    .filter((n) => n.recipient && String(n.recipient) !== actor._id)
    .map((n) => ({
      leadId: new Types.ObjectId(String(n.lead._id)),
      leadName: n.lead.name,
      type: n.type,
      oldValue: n.oldValue,
      newValue: n.newValue,
      changedBy: { userId: actor._id, name: actor.name, role: actor.role },
      recipientId: new Types.ObjectId(String(n.recipient)),
    }));
  if (docs.length) await NotificationModel.insertMany(docs, { ordered: false });
}

/** `setLeadNotificationsHidden` for many leads: deleted leads' notifications hide, restored ones' come back. */
export async function setManyLeadNotificationsHidden(leadIds: readonly unknown[], hidden: boolean) {
  if (leadIds.length === 0) return;
  const ids = leadIds.map((id) => new Types.ObjectId(String(id)));
  await NotificationModel.updateMany({ leadId: { $in: ids } }, { $set: { leadDeleted: hidden } });
}
