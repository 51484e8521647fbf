import { z } from 'zod';
import { defineRoute } from '../common/route';
import { ROLES } from '../auth/roles';
import { objectId } from '../common/primitives';
import { COMMENT_TYPES, FEEDBACK_LOG_LIMIT, commentSchema, createCommentBody } from './comment.schema';

export const commentsContract = {
  forLead: defineRoute({
    method: 'GET',
    path: '/api/comments/lead/:leadId',
    summary: 'Feedback log of a lead, oldest first, searchable; replies carry parentId',
    roles: ROLES,
    params: z.object({ leadId: objectId }),
    query: z.object({
      type: z.enum(COMMENT_TYPES).default('feedback'),
      q: z.string().trim().max(100).optional(),
      limit: z.coerce
        .number()
        .int()
        .min(1)
        .default(FEEDBACK_LOG_LIMIT)
        .transform((n) => Math.min(n, FEEDBACK_LOG_LIMIT)),
    }),
    response: z.array(commentSchema),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/comments',
    summary: 'Add feedback to a visible lead, or reply to an entry (Supervisor and above)',
    roles: ROLES,
    body: createCommentBody,
    response: commentSchema,
    status: 201,
    idempotent: true,
  }),
};
