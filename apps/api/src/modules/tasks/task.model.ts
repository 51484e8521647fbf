import { Schema } from 'mongoose';
import { TASK_STATES } from '@crm/contracts';
import { defineModel } from '../../db/define-model';
import { LEAD_LINK_FIELDS } from '../leads';

const taskSchema = new Schema(
  {
    notes: { type: String, required: true, trim: true },
    state: { type: String, enum: TASK_STATES, default: 'Open' },
    dueDate: { type: Date, default: null },
    assignedTo: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    createdBy: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    leadId: { type: Schema.Types.ObjectId, ref: 'Lead', default: null },
  },
  { timestamps: true },
);

// The screen's filters (due ranges, overdue) and visibility (assignee, creator), newest first.
taskSchema.index({ assignedTo: 1, dueDate: 1 });
taskSchema.index({ createdBy: 1, createdAt: -1 });
taskSchema.index({ dueDate: 1, state: 1 });
taskSchema.index({ leadId: 1 });
taskSchema.index({ createdAt: -1 });

export const TaskModel = defineModel('Task', taskSchema, { hidden: ['updatedAt'] });

/**
 * Names of the assignee, creator and linked lead come back in the same request (one query per path);
 * the lead with what `leadLinkOf` needs to name it only to a viewer who may open it.
 */
export const TASK_POPULATE = [
  { path: 'assignedTo', select: 'name email role' },
  { path: 'createdBy', select: 'name email role' },
  // A deleted lead is no longer linked for anyone (it comes back with a restore).
  { path: 'leadId', select: LEAD_LINK_FIELDS, match: { deletedAt: null } },
];
