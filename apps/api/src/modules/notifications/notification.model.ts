import { Schema } from 'mongoose';
import { defineModel } from '../../db/define-model';
import { BACKUP_NOTIFICATION_TYPES, NOTIFICATION_TYPES, ROLES } from '@crm/contracts';

/** Notices only their recipient sees, about no lead: a leads export's, the backups'. */
export const RECIPIENT_ONLY_TYPES = ['LeadsExported', ...BACKUP_NOTIFICATION_TYPES] as const;

/** A notice about one lead names it; a leads export's (`LeadsExported`) names none, but how many it held. */
function aboutALead(this: { type?: string }) {
  return !(RECIPIENT_ONLY_TYPES as readonly string[]).includes(this.type ?? '');
}

const notificationSchema = new Schema(
  {
    leadId: { type: Schema.Types.ObjectId, ref: 'Lead', required: aboutALead, default: null },
    leadName: { type: String, required: aboutALead },
    type: { type: String, enum: NOTIFICATION_TYPES, required: true },
    oldValue: { type: String, default: null },
    newValue: { type: String, default: null },
    /** LeadsExported: how many leads the export held. */
    leadCount: { type: Number, default: null },
    changedBy: {
      userId: { type: Schema.Types.ObjectId, ref: 'User' },
      name: { type: String, required: true },
      role: { type: String, enum: ROLES, required: true },
    },
    /** The person the notification is for: the lead's assignee at the time (a leads export's: a CEO). */
    recipientId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    /** Set while the lead is deleted: its notifications are hidden, and come back with an undo. */
    leadDeleted: { type: Boolean, default: false },
    /** Read state is per viewer (CEO/Admin read everyone's). */
    readBy: { type: [{ userId: Schema.Types.ObjectId, at: Date, _id: false }], default: [] },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

notificationSchema.index({ recipientId: 1, createdAt: -1 });
notificationSchema.index({ createdAt: -1 });
notificationSchema.index({ leadId: 1 });

export const NotificationModel = defineModel('LeadNotification', notificationSchema);
