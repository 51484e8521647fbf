import { Types } from 'mongoose';
import type { AuthUser } from '../../core/auth-user';
import { NotificationModel } from './notification.model';

// The notice of a leads export (lead changes are told by notification.batch.ts, from the leads' events).

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
