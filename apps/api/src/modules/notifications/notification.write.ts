import { Types } from 'mongoose';
import type { LeadNotification } from '@crm/contracts';
import type { AuthUser } from '../../core/auth-user';
import { NotificationModel } from './notification.model';

// Notifications written as a lead changes, one lead at a time (notification.batch.ts: many at once).
// Kept apart from the list (notification.service.ts), which reads the leads module: the leads module
// calls this file, so it imports nothing of leads (that would be a cycle).

interface LeadLike {
  _id: unknown;
  name: string;
  assignedTo?: unknown;
}

/** Tells the lead's assignee about a change someone else made. */
export async function notifyLeadChange(
  actor: AuthUser,
  lead: LeadLike,
  type: LeadNotification['type'],
  oldValue: string | null,
  newValue: string | null,
  recipient: unknown = lead.assignedTo,
) {
  if (!recipient || String(recipient) === actor._id) return;
  await NotificationModel.create({
    leadId: new Types.ObjectId(String(lead._id)),
    leadName: lead.name,
    type,
    oldValue,
    newValue,
    changedBy: { userId: actor._id, name: actor.name, role: actor.role },
    recipientId: new Types.ObjectId(String(recipient)),
  });
}

/** Hides a deleted lead's notifications (and shows them again when the delete is undone). */
export async function setLeadNotificationsHidden(leadId: unknown, hidden: boolean) {
  await NotificationModel.updateMany({ leadId: new Types.ObjectId(String(leadId)) }, { $set: { leadDeleted: hidden } });
}

/**
 * Tells each of `recipients` (the CEOs) that `actor` exported `count` leads; nobody is told of their
 * own export. Only its recipient sees such a notice (notification.service.ts), not every CEO and Admin.
 */
export async function notifyLeadsExported(actor: AuthUser, count: number, recipients: readonly unknown[]) {
  const docs = recipients
    .filter((recipient) => String(recipient) !== actor._id)
    .map((recipient) => ({
      type: 'LeadsExported' as const,
      leadId: null,
      leadCount: count,
      changedBy: { userId: actor._id, name: actor.name, role: actor.role },
      recipientId: new Types.ObjectId(String(recipient)),
    }));
  if (docs.length) await NotificationModel.insertMany(docs);
}
