import type { Types } from 'mongoose';
import { can, type Comment, type CreateCommentBody } from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../http/auth-user';
import { containsInsensitive } from '../../lib/regex';
import { findVisibleLead } from '../leads/lead.service';
import { CommentModel } from './comment.model';

const AUTHOR = { path: 'agentId', select: 'name email' };
const toDto = (doc: { toJSON(): unknown }) => doc.toJSON() as Comment;

/** The latest `limit` entries of a visible lead's log, oldest first; replies point at their parent. */
export async function commentsForLead(
  user: AuthUser,
  leadId: string,
  query: { type: Comment['type']; q?: string; limit: number },
): Promise<Comment[]> {
  await findVisibleLead(user, leadId);
  const filter: Record<string, unknown> = { leadId, type: query.type };
  if (query.q) filter.content = containsInsensitive(query.q);
  const docs = await CommentModel.find(filter).sort({ createdAt: -1, _id: -1 }).limit(query.limit).populate(AUTHOR);
  return docs.reverse().map(toDto);
}

export async function addComment(user: AuthUser, body: CreateCommentBody): Promise<Comment> {
  await findVisibleLead(user, body.leadId);
  if (body.parentId) {
    if (!can(user, 'comments:reply'))
      throw new AppError('COMMENT_REPLY_FORBIDDEN', 'Only Supervisors and above can reply to feedback');
    const parent = await CommentModel.exists({ _id: body.parentId, leadId: body.leadId });
    if (!parent) throw new AppError('COMMENT_PARENT_NOT_FOUND', 'The entry you reply to is not on this lead');
  }
  const doc = await CommentModel.create({
    leadId: body.leadId,
    parentId: body.parentId ?? null,
    content: body.content,
    type: body.type,
    priority: body.priority,
    agentId: user._id,
  });
  return toDto(await doc.populate(AUTHOR));
}

/**
 * The notes that came with imported leads, as the first entry of each one's feedback log (where the
 * Feedback dialog shows a lead's notes), written by the importer: one insert for the whole sheet.
 */
export async function addImportedFeedback(author: AuthUser, notes: { leadId: Types.ObjectId; content: string }[]) {
  if (notes.length === 0) return;
  await CommentModel.insertMany(
    notes.map(({ leadId, content }) => ({
      leadId,
      content,
      type: 'feedback',
      priority: 'medium',
      agentId: author._id,
    })),
  );
}
