import { Types } from 'mongoose';
import { can, type Comment, type CreateCommentBody } from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../core/auth-user';
import { containsInsensitive } from '../../lib/regex';
import { writeInSlices } from '../../lib/write-in-slices';
import {
  excerpt,
  historyEntry,
  findVisibleLead,
  LEAD_NOT_FOUND,
  visibleLeadFilter,
  recordOnLead,
  takeBackRecord,
} from '../leads';
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

/**
 * Feedback on a lead the caller sees, with its record on the lead's timeline (feedback by the
 * assignee is also a contact with the client: speed-to-lead). There is no transaction on every
 * engine, so the two writes go in this order: the record first (its write is also the visibility
 * check), then the comment under the id the record names. If the comment then fails, the record
 * is taken back and the caller gets the error; should even that fail, the timeline shows feedback
 * whose comment is missing, which can be seen and checked. The other order could leave feedback
 * that its lead's timeline silently never mentions.
 */
export async function addComment(user: AuthUser, body: CreateCommentBody): Promise<Comment> {
  if (body.parentId) {
    await findVisibleLead(user, body.leadId);
    if (!can(user, 'comments:reply'))
      throw new AppError('COMMENT_REPLY_FORBIDDEN', 'Only Supervisors and above can reply to feedback');
    const parent = await CommentModel.exists({ _id: body.parentId, leadId: body.leadId });
    if (!parent) throw new AppError('COMMENT_PARENT_NOT_FOUND', 'The entry you reply to is not on this lead');
  }
  const leadId = new Types.ObjectId(body.leadId);
  const commentId = new Types.ObjectId();
  const entry = historyEntry(user, 'feedback', { ref: commentId, note: excerpt(body.content) });
  if (!(await recordOnLead(visibleLeadFilter(user, leadId), entry, user)))
    throw new AppError('LEAD_NOT_FOUND', LEAD_NOT_FOUND);
  try {
    const doc = await CommentModel.create({
      _id: commentId,
      leadId,
      parentId: body.parentId ?? null,
      content: body.content,
      type: body.type,
      priority: body.priority,
      agentId: user._id,
    });
    return toDto(await doc.populate(AUTHOR));
  } catch (err) {
    await takeBackRecord(leadId, entry).catch(() => undefined);
    throw err;
  }
}

/**
 * The notes that came with imported leads, as the first entry of each one's feedback log (where the
 * Feedback dialog shows a lead's notes), written by the importer a slice at a time (writeInSlices):
 * validating a 10,000-row sheet's notes at once held the event loop for seconds.
 */
export async function addImportedFeedback(
  author: AuthUser,
  notes: { _id: Types.ObjectId; leadId: Types.ObjectId; content: string }[],
) {
  await writeInSlices(notes, (slice) =>
    CommentModel.insertMany(
      slice.map(({ _id, leadId, content }) => ({
        _id,
        leadId,
        content,
        type: 'feedback',
        priority: 'medium',
        agentId: author._id,
      })),
    ),
  );
}
