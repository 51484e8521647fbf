import { Schema, model } from 'mongoose';
import { LEAD_PRIVACIES, LEAD_SOURCES, LEAD_STATUSES } from '@crm/contracts';

const leadSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    /** Digits only. */
    phone: { type: String, default: '' },
    email: { type: String, default: '', trim: true, lowercase: true },
    status: { type: String, enum: LEAD_STATUSES, default: 'New' },
    privacy: { type: String, enum: LEAD_PRIVACIES, default: 'public' },
    assignedTo: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    createdBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    propertyInterest: { type: String, default: '' },
    source: { type: String, enum: LEAD_SOURCES, default: 'Organic' },
    teamId: { type: Schema.Types.ObjectId, ref: 'Team', default: null },
    followUpDate: { type: Date, default: null },
    followUpNotes: { type: String, default: '' },
    agentFeedback: { type: String, default: '' },
    supervisorReply: { type: String, default: '' },
    managerReply: { type: String, default: '' },
    /** Soft delete: restore brings the lead back with its comments and history. */
    deletedAt: { type: Date, default: null },
  },
  { timestamps: true },
);

leadSchema.index({ deletedAt: 1, createdAt: -1 });
leadSchema.index({ status: 1 });
leadSchema.index({ assignedTo: 1 });
leadSchema.index({ createdBy: 1 });
leadSchema.index({ teamId: 1 });
leadSchema.index({ source: 1 });
leadSchema.index({ followUpDate: 1 });
leadSchema.index({ phone: 1 });

export const LeadModel = model('Lead', leadSchema);
