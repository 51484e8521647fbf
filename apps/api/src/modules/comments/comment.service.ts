import { can, type Comment, type CreateCommentBody } from '@crm/contracts';
import { badRequest, forbidden } from '../../errors/app-error';
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
    if (!can(user, 'comments:reply')) throw forbidden('Only Supervisors and above can reply to feedback');
    const parent = await CommentModel.exists({ _id: body.parentId, leadId: body.leadId });
    if (!parent) throw badRequest('The entry you reply to is not on this lead');
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
