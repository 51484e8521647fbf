import { Types } from 'mongoose';
import type { AuthUser } from '../../core/auth-user';
import { UserModel } from '../users';
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

/**
 * Tells every active CEO that the backups need them: the daily backup failed (`detail`: why), or
 * none has succeeded for 36 hours (`detail`: since when). Nobody did it, so the portal signs it.
 */
export async function notifyBackupProblem(type: 'BackupFailed' | 'BackupOverdue', detail: string) {
  const ceos = await UserModel.find({ role: 'CEO', active: true, deletedAt: null }).select('_id').lean();
  await NotificationModel.insertMany(
    ceos.map((ceo) => ({
      type,
      leadId: null,
      newValue: detail,
      changedBy: { name: PORTAL_SIGNATURE, role: 'CEO' as const },
      recipientId: ceo._id,
    })),
  );
}

/** The name a notice nobody sent is signed with. */
const PORTAL_SIGNATURE = 'Agency CRM';
