import { Types } from 'mongoose';
import { isAdminRole, type PortalNotification } from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../core/auth-user';
import { openableLeadIds } from '../leads';
import { NotificationModel, RECIPIENT_ONLY_TYPES } from './notification.model';

// Each person's notifications: the list and marking one read (writing them: notification.write.ts).

/**
 * CEO/Admin read every notice about a lead, others those meant for them; a notice of a leads export
 * only its recipient (a CEO) reads.
 */
const scopeFor = (user: AuthUser) => {
  const me = new Types.ObjectId(user._id);
  const mine = isAdminRole(user.role)
    ? { $or: [{ type: { $nin: [...RECIPIENT_ONLY_TYPES] } }, { recipientId: me }] }
    : { recipientId: me };
  return { ...mine, leadDeleted: { $ne: true } };
};

export async function listNotifications(user: AuthUser, limit: number) {
  const scope = scopeFor(user);
  const me = new Types.ObjectId(user._id);
  const [docs, unread] = await Promise.all([
    NotificationModel.find(scope).sort({ createdAt: -1 }).limit(limit).lean(),
    // One's own changes (a CEO or Admin sees everyone's) are never news to oneself.
    NotificationModel.countDocuments({ ...scope, 'readBy.userId': { $ne: me }, 'changedBy.userId': { $ne: me } }),
  ]);
  // Told about a lead then, not necessarily allowed to open it now (moved to another team, or a
  // private lead a Supervisor hears is overdue): such a lead is not named (`leadNotificationSchema`).
  const openable = await openableLeadIds(
    user,
    docs.flatMap((n) => (n.leadId ? [n.leadId] : [])),
  );
  const items: PortalNotification[] = docs.map((n) => {
    const mine = (n.readBy ?? []).find((r) => String(r.userId) === user._id);
    const ownChange = String(n.changedBy?.userId) === user._id;
    const base = {
      _id: String(n._id),
      changedBy: { name: n.changedBy!.name, role: n.changedBy!.role },
      read: Boolean(mine) || ownChange,
      readAt: mine?.at ? mine.at.toISOString() : ownChange ? n.createdAt.toISOString() : null,
      createdAt: n.createdAt.toISOString(),
    };
    if (n.type === 'LeadsExported') {
      return {
        ...base,
        type: n.type,
        leadId: null,
        leadHidden: true,
        oldValue: null,
        newValue: null,
        count: n.leadCount ?? 0,
      };
    }
    if (n.type === 'BackupFailed' || n.type === 'BackupOverdue') {
      return { ...base, type: n.type, leadId: null, leadHidden: true, oldValue: null, newValue: n.newValue ?? '' };
    }
    const notice = { ...base, type: n.type, leadId: String(n.leadId) };
    const values = { oldValue: n.oldValue ?? null, newValue: n.newValue ?? null };
    if (openable.has(String(n.leadId))) return { ...notice, ...values, leadHidden: false, leadName: n.leadName ?? '' };
    // The lead's old and new status or interest are the lead's; an overdue notice's deadline is
    // its assignee's lateness, which a Supervisor is told to chase; a client request's phone is what
    // the asking Agent typed.
    const kept =
      n.type === 'FirstContactOverdue' || n.type === 'ClientRequest' ? values : { oldValue: null, newValue: null };
    return { ...notice, ...kept, leadHidden: true };
  });
  return { items, unread };
}

export async function markNotificationRead(user: AuthUser, id: string) {
  const me = new Types.ObjectId(user._id);
  const found = await NotificationModel.exists({ _id: id, ...scopeFor(user) });
  if (!found) throw new AppError('NOTIFICATION_NOT_FOUND', 'Notification not found');
  await NotificationModel.updateOne(
    { _id: id, 'readBy.userId': { $ne: me } },
    { $push: { readBy: { userId: me, at: new Date() } } },
  );
  return { ok: true as const };
}
