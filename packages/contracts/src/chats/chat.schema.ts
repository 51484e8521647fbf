import { z } from 'zod';
import { isoDate, objectId, requiredText, TEXT_LIMITS } from '../common/primitives';
import { teamRef } from '../teams/team.schema';
import { pageQueryWith } from '../common/pagination';
import { roleSchema } from '../auth/roles';
import { userRef } from '../users/user.schema';

/** Spec section 9: a page of messages holds 50; "Load older" shows when a full page came back. */
export const CHAT_PAGE_SIZE = 50;
export const CHAT_BODY_MAX = 5000;
export const TEAM_MESSAGE_SUBJECT_MAX = 200;

export const messageSchema = z.object({
  _id: objectId,
  senderId: objectId,
  body: z.string(),
  /** Set on a team message (POST /api/teams/message): shown above its body. */
  subject: z.string().nullable(),
  createdAt: isoDate,
  /** The sender's own name for the message (see sendMessageBody): how their screen knows it came back. */
  clientId: z.string().optional(),
});
export type Message = z.infer<typeof messageSchema>;

export const chatThreadSchema = z.object({
  user: userRef,
  unread: z.number().int(),
  lastMessage: z.object({ body: z.string(), createdAt: isoDate }).nullable(),
});
export type ChatThread = z.infer<typeof chatThreadSchema>;

/** Conversations newest first, with the caller's unread total across all of them (the sidebar badge). */
export const chatThreadsResponse = z.object({
  items: z.array(chatThreadSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  unread: z.number().int(),
});
export type ChatThreadsResponse = z.infer<typeof chatThreadsResponse>;

export const chatThreadsQuery = pageQueryWith(100);

/** Someone the caller may start a chat with. */
export const chatUserSchema = z.object({
  _id: objectId,
  name: z.string(),
  role: roleSchema,
  /** The user's teams (one for a Supervisor or Agent, those run by a Manager, none for CEO/Admin). */
  teams: z.array(teamRef),
});
export type ChatUser = z.infer<typeof chatUserSchema>;

export const chatUsersQuery = pageQueryWith(20).extend({
  search: z.string().trim().max(TEXT_LIMITS.search).optional(),
});

/**
 * A stable position in a conversation: the message's time and id (`<ms>.<id>`). Messages are
 * ordered by both, so paging by it neither repeats nor skips one, even within one millisecond.
 */
export const messageCursor = z
  .string()
  .regex(/^\d{1,15}\.[a-f\d]{24}$/i, 'Invalid cursor')
  .transform((value) => {
    const [ms, id] = value.split('.') as [string, string];
    return { at: new Date(Number(ms)), id: id.toLowerCase() };
  });
export type MessageCursor = z.output<typeof messageCursor>;

export const cursorOf = (message: Pick<Message, '_id' | 'createdAt'>) =>
  `${new Date(message.createdAt).getTime()}.${message._id}`;

/**
 * `before`: the page of older messages ("Load older"); `after`: only what arrived since (the poll,
 * one indexed read when nothing is new); neither: the latest page. Oldest first within a page.
 */
export const chatMessagesQuery = z
  .object({ before: messageCursor.optional(), after: messageCursor.optional() })
  .refine((q) => !(q.before && q.after), 'Use before or after, not both');

/** Who the conversation is with: sent with a page (not with an `after` poll, which stays one read). */
export const chatPartnerSchema = z.object({ _id: objectId, name: z.string(), role: roleSchema, active: z.boolean() });
export type ChatPartner = z.infer<typeof chatPartnerSchema>;

export const chatMessagesResponse = z.object({ items: z.array(messageSchema), partner: chatPartnerSchema.optional() });
export type ChatMessagesResponse = z.infer<typeof chatMessagesResponse>;

export const chatPartnerParams = z.object({ userId: objectId });

/** A name the sender's screen gives a message before sending, at most this long. */
export const CHAT_CLIENT_ID_MAX = 64;

export const sendMessageBody = z.object({
  body: requiredText('Message is empty', CHAT_BODY_MAX),
  /**
   * Optional: the screen's own id for the message, echoed back on it, so the message shown as
   * "Sending…" is replaced (not doubled) whichever comes first, the send's answer or a poll. A
   * resend with the same id (Retry after a lost answer) gets the message already sent.
   */
  clientId: z.string().trim().min(1).max(CHAT_CLIENT_ID_MAX).optional(),
});

/** Spec section 5: a team message needs both a subject and a message. */
/** Members one team message may go to at once (a team, or several a Manager runs). */
export const TEAM_MESSAGE_MAX_RECIPIENTS = 500;

/** A subject and a message to members of the caller's team(s): all of them, or the ones chosen. */
export const teamMessageBody = z.object({
  toUserIds: z
    .array(objectId)
    .min(1, 'Choose at least one member')
    .max(TEAM_MESSAGE_MAX_RECIPIENTS, `At most ${TEAM_MESSAGE_MAX_RECIPIENTS} members at once`),
  subject: requiredText('Please enter a subject', TEAM_MESSAGE_SUBJECT_MAX),
  message: requiredText('Please enter a message', CHAT_BODY_MAX),
});
export type TeamMessageBody = z.infer<typeof teamMessageBody>;
/** How many members the message reached, each in their own chat with the sender. */
export const teamMessageResult = z.object({ sent: z.number().int() });

/** The thread list's preview of a message: its start. */
export const CHAT_PREVIEW_MAX = 200;
