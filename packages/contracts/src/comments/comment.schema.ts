import { z } from 'zod';
import { boundedText, isoDate, objectId } from '../common/primitives';
import { userRef } from '../users/user.schema';
import { COMMENT_PRIORITIES, COMMENT_TYPES } from './comment.constants';

export * from './comment.constants';

export const commentSchema = z.object({
  _id: objectId,
  leadId: objectId,
  parentId: objectId.nullable(),
  content: z.string(),
  type: z.enum(COMMENT_TYPES),
  priority: z.enum(COMMENT_PRIORITIES),
  agentId: userRef.nullable(),
  /** The resale unit a "Link Lead" entry is about (its title is the content); set by the server only. */
  unitId: objectId.nullable().default(null),
  createdAt: isoDate,
});
export type Comment = z.infer<typeof commentSchema>;

export const createCommentBody = z.object({
  leadId: objectId,
  parentId: objectId.nullable().optional(),
  content: boundedText().trim().min(1, 'Feedback is required'),
  type: z.enum(COMMENT_TYPES).default('feedback'),
  priority: z.enum(COMMENT_PRIORITIES).default('medium'),
});
export type CreateCommentBody = z.infer<typeof createCommentBody>;
