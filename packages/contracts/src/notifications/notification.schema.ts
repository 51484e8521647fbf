import { z } from 'zod';
import { isoDate, objectId } from '../common/primitives';
import { roleSchema } from '../auth/roles';

/** FirstContactOverdue: a new lead's assignee has not contacted it within the SLA (for the team's Supervisors). */
export const NOTIFICATION_TYPES = ['Reassignment', 'StatusChange', 'InterestChange', 'FirstContactOverdue'] as const;

export const leadNotificationSchema = z.object({
  _id: objectId,
  leadId: objectId,
  leadName: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  changedBy: z.object({ name: z.string(), role: roleSchema }),
  /** Read state is per viewer. */
  read: z.boolean(),
  readAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type LeadNotification = z.infer<typeof leadNotificationSchema>;
