import { z } from 'zod';
import { isoDate, objectId } from '../common/primitives';
import { roleSchema } from '../auth/roles';

/**
 * FirstContactOverdue: a new lead's assignee has not contacted it within the SLA (for the team's
 * Supervisors). ClientRequest: an Agent asks for a client a colleague holds (for their Supervisors).
 * InquiredAgain: a client of the lead asked again through a lead source (for its assignee; the new
 * value is the source's name). Unrouted: lead routing found nobody eligible; the lead waits (for its
 * team's Supervisors, else the Admins; the new value is why).
 */
export const LEAD_NOTIFICATION_TYPES = [
  'Reassignment',
  'StatusChange',
  'InterestChange',
  'FirstContactOverdue',
  'ClientRequest',
  'InquiredAgain',
  'Unrouted',
] as const;
/** BackupFailed: the daily backup failed; BackupOverdue: none succeeded for 36 hours (for each CEO). */
export const BACKUP_NOTIFICATION_TYPES = ['BackupFailed', 'BackupOverdue'] as const;
/** LeadsExported: someone exported leads (for the CEO); about no one lead. */
export const NOTIFICATION_TYPES = [...LEAD_NOTIFICATION_TYPES, 'LeadsExported', ...BACKUP_NOTIFICATION_TYPES] as const;

const notificationFields = z.object({
  _id: objectId,
  leadId: objectId,
  type: z.enum(LEAD_NOTIFICATION_TYPES),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  changedBy: z.object({ name: z.string(), role: roleSchema }),
  /** Read state is per viewer. */
  read: z.boolean(),
  readAt: isoDate.nullable(),
  createdAt: isoDate,
});

/**
 * A change to a lead. `leadName` only while the viewer may open the lead (`canSeeLead`): a lead
 * since moved out of their sight, or a private lead a Supervisor is told is overdue, comes as
 * `leadHidden: true` without its name, nor its old and new status or interest (null; an overdue
 * notice keeps its deadline).
 */
export const leadNotificationSchema = z.discriminatedUnion('leadHidden', [
  notificationFields.extend({ leadHidden: z.literal(false), leadName: z.string() }),
  notificationFields.extend({ leadHidden: z.literal(true) }),
]);
export type LeadNotification = z.infer<typeof leadNotificationSchema>;

/**
 * Someone exported `count` leads (`changedBy`); only its recipient, a CEO, sees it. It names no lead
 * (`leadId: null`, `leadHidden: true`, no old or new value), so what reads a lead notice's lead finds none.
 */
export const exportNotificationSchema = notificationFields.extend({
  type: z.literal('LeadsExported'),
  leadId: z.null(),
  leadHidden: z.literal(true),
  oldValue: z.null(),
  newValue: z.null(),
  count: z.number().int(),
});
export type ExportNotification = z.infer<typeof exportNotificationSchema>;

/**
 * The backups need the CEO (only its recipient sees it): `newValue` is why the daily backup failed
 * (BackupFailed), or since when none has succeeded (BackupOverdue, an ISO date). About no lead.
 */
export const backupNotificationSchema = notificationFields.extend({
  type: z.enum(BACKUP_NOTIFICATION_TYPES),
  leadId: z.null(),
  leadHidden: z.literal(true),
  oldValue: z.null(),
  newValue: z.string(),
});
export type BackupNotification = z.infer<typeof backupNotificationSchema>;

/** One item of the notifications list: a change to a lead, a leads export, or a backup problem. */
export const portalNotificationSchema = z.union([
  leadNotificationSchema,
  exportNotificationSchema,
  backupNotificationSchema,
]);
export type PortalNotification = z.infer<typeof portalNotificationSchema>;
