import { z } from 'zod';
import { isoDate, objectId } from '../common/primitives';
import { roleSchema } from '../auth/roles';

export const NOTIFICATION_TYPES = ['Reassignment', 'StatusChange', 'InterestChange'] as const;

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
