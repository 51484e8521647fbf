import { Schema } from 'mongoose';
import { defineModel } from '../../db/define-model';
import { ROLES } from '@crm/contracts';

/** One leads export (lead.export.ts): who made it, when, with which filter, and how many leads it held. */
const leadExportSchema = new Schema(
  {
    exportedBy: {
      userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
      name: { type: String, required: true },
      role: { type: String, enum: ROLES, required: true },
    },
    /** The list query as given: each key that was set, as text (`{ status: 'FollowUp', order: 'newest' }`). */
    filters: { type: Schema.Types.Mixed, default: {} },
    /** The names behind the team and assignee ids of `filters`, when it was exported. */
    filterNames: {
      team: { type: String, default: null },
      assignee: { type: String, default: null },
    },
    /** `filters` in English words, or "All leads". */
    summary: { type: String, required: true },
    rows: { type: Number, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'lead_exports', minimize: false },
);

leadExportSchema.index({ createdAt: -1, _id: -1 });

export const LeadExportModel = defineModel('LeadExport', leadExportSchema);
