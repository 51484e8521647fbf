import { Schema } from 'mongoose';
import { defineModel } from '../../db/define-model';
import { COMMENT_PRIORITIES, COMMENT_TYPES } from '@crm/contracts';

const commentSchema = new Schema(
  {
    leadId: { type: Schema.Types.ObjectId, ref: 'Lead', required: true },
    parentId: { type: Schema.Types.ObjectId, ref: 'Comment', default: null },
    content: { type: String, required: true },
    type: { type: String, enum: COMMENT_TYPES, default: 'feedback' },
    priority: { type: String, enum: COMMENT_PRIORITIES, default: 'medium' },
    /** The author. */
    agentId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    /** A unit's inquiry entry (Link Lead): the unit; the content is its title, the screen words it. */
    unitId: { type: Schema.Types.ObjectId, ref: 'ResaleUnit', default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

commentSchema.index({ leadId: 1, type: 1, createdAt: -1 });

export const CommentModel = defineModel('Comment', commentSchema);
