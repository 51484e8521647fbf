import { Types } from 'mongoose';
import {
  CHAT_PAGE_SIZE,
  CHAT_PREVIEW_MAX,
  canChatWith,
  pairKeyOf,
  teamsOf,
  type ChatMessagesResponse,
  type ChatThreadsResponse,
  type ChatUser,
  type Message,
  type MessageCursor,
  type Paginated,
  type TeamRef,
} from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import { publish } from '../../core/events';
import './chat.events';
import type { AuthUser } from '../../core/auth-user';
import { containsInsensitive } from '../../lib/regex';
import { USER_TEAM_POPULATE, UserModel } from '../users';
import { ChatInboxModel, ChatMessageModel, ChatThreadModel, type ChatMessageAttrs } from './chat.model';

const oid = (id: string) => new Types.ObjectId(id);

/** A message as `viewerId` reads it: the sender's own name for it (clientId) goes to the sender only. */
const toMessage =
  (viewerId: string) =>
  (m: ChatMessageAttrs): Message => ({
    _id: String(m._id),
    senderId: String(m.senderId),
    body: m.body,
    subject: m.subject ?? null,
    createdAt: m.createdAt.toISOString(),
    ...(m.clientId && String(m.senderId) === viewerId ? { clientId: m.clientId } : {}),
  });

/** Names the answer by the caller's inbox revision (one read by a unique key); a current copy ends the request with a 304. */
async function inboxVersion(caller: AuthUser, kind: 't' | 'm', revalidate: (version: string) => void) {
  const inbox = await ChatInboxModel.findOne({ userId: oid(caller._id) })
    .select('rev')
    .lean();
  revalidate(`${kind}.${caller._id}.${inbox?.rev ?? 0}`);
}

/**
 * The caller's conversations, newest first. The inbox's revision is read first and named as the
 * answer's version: a poll whose copy is current ends there (a 304 after one indexed read);
 * otherwise the page is a constant five queries, whatever the number of threads.
 */
export async function listThreads(
  caller: AuthUser,
  query: { page: number; limit: number },
  revalidate: (version: string) => void,
): Promise<ChatThreadsResponse> {
  const me = oid(caller._id);
  await inboxVersion(caller, 't', revalidate);

  const [docs, total, unreadSum] = await Promise.all([
    ChatThreadModel.find({ ownerId: me })
      .sort({ lastAt: -1, _id: -1 })
      .skip((query.page - 1) * query.limit)
      .limit(query.limit)
      .lean(),
    ChatThreadModel.countDocuments({ ownerId: me }),
    ChatThreadModel.aggregate<{ unread: number }>([
      { $match: { ownerId: me, unread: { $gt: 0 } } },
      { $group: { _id: null, unread: { $sum: '$unread' } } },
    ]),
  ]);
  // Names of deleted accounts stay readable on their old conversations.
  const partners = await UserModel.find({ _id: { $in: docs.map((d) => d.partnerId) } })
    .select('name email role')
    .lean();
  const partnerOf = new Map(partners.map((p) => [String(p._id), p]));
  const items = docs.flatMap((d) => {
    const partner = partnerOf.get(String(d.partnerId));
    if (!partner) return [];
    return [
      {
        user: { _id: String(partner._id), name: partner.name, email: partner.email, role: partner.role },
        unread: d.unread,
        lastMessage: { body: d.lastBody, createdAt: d.lastAt.toISOString() },
      },
    ];
  });
  return { items, total, page: query.page, limit: query.limit, unread: unreadSum[0]?.unread ?? 0 };
}

/** Everyone the caller may start a conversation with: active accounts but their own, by name. */
export async function listChatUsers(
  caller: AuthUser,
  query: { page: number; limit: number; search?: string },
): Promise<Paginated<ChatUser>> {
  const filter: Record<string, unknown> = { deletedAt: null, active: true, _id: { $ne: oid(caller._id) } };
  if (query.search)
    filter.$or = [{ name: containsInsensitive(query.search) }, { email: containsInsensitive(query.search) }];
  const [docs, total] = await Promise.all([
    UserModel.find(filter)
      .select('name role teamId teamIds')
      .sort({ name: 1, _id: 1 })
      .skip((query.page - 1) * query.limit)
      .limit(query.limit)
      .populate(USER_TEAM_POPULATE)
      .lean(),
    UserModel.countDocuments(filter),
  ]);
  const items = docs.map((u) => ({
    _id: String(u._id),
    name: u.name,
    role: u.role,
    teams: teamsOf(u as unknown as { role: ChatUser['role']; teamId: TeamRef | null; teamIds: TeamRef[] })
      .filter(Boolean)
      .map((t) => ({ _id: String(t._id), name: t.name })),
  }));
  return { items, total, page: query.page, limit: query.limit };
}

/** Messages strictly older (`before`) or newer (`after`) than a cursor, by time then id. */
const beyond = (cursor: MessageCursor, direction: '$lt' | '$gt') => ({
  $or: [{ createdAt: { [direction]: cursor.at } }, { createdAt: cursor.at, _id: { [direction]: oid(cursor.id) } }],
});

/**
 * A page of the caller's conversation with `partnerId`, oldest first. The conversation is named by
 * the caller and the partner together, so no route can reach a conversation the caller is not in.
 * `after` (the poll) is one indexed read; a page also names the partner.
 */
export async function listMessages(
  caller: AuthUser,
  partnerId: string,
  query: { before?: MessageCursor; after?: MessageCursor },
  revalidate: (version: string) => void,
): Promise<ChatMessagesResponse> {
  const pairKey = pairKeyOf(caller._id, partnerId);
  if (query.after) {
    // Nothing reaches this conversation without moving the caller's inbox revision: while it stands
    // still, the poll's answer (same URL, same cursor) is the one the client holds.
    await inboxVersion(caller, 'm', revalidate);
    const newer = await ChatMessageModel.find({ pairKey, ...beyond(query.after, '$gt') })
      .sort({ createdAt: 1, _id: 1 })
      .limit(CHAT_PAGE_SIZE)
      .lean();
    return { items: newer.map(toMessage(caller._id)) };
  }
  const [page, partner] = await Promise.all([
    ChatMessageModel.find({ pairKey, ...(query.before ? beyond(query.before, '$lt') : {}) })
      .sort({ createdAt: -1, _id: -1 })
      .limit(CHAT_PAGE_SIZE)
      .lean(),
    UserModel.findById(partnerId).select('name role active deletedAt').lean(),
  ]);
  if (!partner) throw new AppError('USER_NOT_FOUND', 'User not found');
  return {
    items: page.reverse().map(toMessage(caller._id)),
    partner: {
      _id: String(partner._id),
      name: partner.name,
      role: partner.role,
      active: partner.active && !partner.deletedAt,
    },
  };
}

const isDuplicateKey = (err: unknown) => (err as { code?: number }).code === 11000;

/**
 * The owner's side of the conversation after a message: its preview moves only forward in time (a
 * message that lost a race to a later one leaves the later preview), and the unread count grows.
 */
async function recordOnThread(
  ownerId: Types.ObjectId,
  partnerId: Types.ObjectId,
  at: Date,
  preview: string,
  unread: number,
) {
  const newer = { ownerId, partnerId, lastAt: { $lte: at } };
  const update = { $set: { lastBody: preview, lastAt: at }, $inc: { unread } };
  try {
    await ChatThreadModel.updateOne(newer, update, { upsert: true });
  } catch (err) {
    // The upsert's insert met the unique (owner, partner): the thread exists, created by a racing
    // message or holding a later one. Move it forward if it is older, else only count the message.
    if (!isDuplicateKey(err)) throw err;
    const moved = await ChatThreadModel.updateOne(newer, update);
    if (moved.matchedCount === 0 && unread)
      await ChatThreadModel.updateOne({ ownerId, partnerId }, { $inc: { unread } });
  }
}

/** Every change to someone's threads moves their inbox revision, which ends their polls' 304s. */
async function bumpInboxes(userIds: Types.ObjectId[]) {
  const bump = () =>
    ChatInboxModel.bulkWrite(
      userIds.map((userId) => ({ updateOne: { filter: { userId }, update: { $inc: { rev: 1 } }, upsert: true } })),
      { ordered: false },
    );
  // Two first-ever upserts of one inbox can race on its unique userId: the second, tried again, finds it.
  await bump().catch((err: unknown) => {
    if (!isDuplicateKey(err)) throw err;
    return bump();
  });
}

/** Sends a message (a team message carries its subject) to an active user other than the caller. */
export async function sendMessage(
  caller: AuthUser,
  partnerId: string,
  { body, subject = null, clientId }: { body: string; subject?: string | null; clientId?: string },
): Promise<Message> {
  if (!canChatWith(caller, partnerId)) throw new AppError('CHAT_SELF', 'You cannot send a message to yourself');
  const recipient = await UserModel.exists({ _id: partnerId, deletedAt: null, active: true });
  if (!recipient) throw new AppError('CHAT_RECIPIENT_UNAVAILABLE', 'This user is not available for chat');

  const me = oid(caller._id);
  const them = oid(partnerId);
  const pairKey = pairKeyOf(caller._id, partnerId);
  if (clientId) {
    // Sent before (a phone lost the answer and the user pressed Retry): the same message, not a second one.
    const sent = await ChatMessageModel.findOne({ clientId, senderId: me, pairKey }).lean<ChatMessageAttrs>();
    if (sent) return toMessage(caller._id)(sent);
  }
  const message = await ChatMessageModel.create({
    pairKey,
    senderId: me,
    recipientId: them,
    body,
    subject,
    clientId,
  });
  const preview = (subject ? `${subject}: ${body}` : body).slice(0, CHAT_PREVIEW_MAX);
  await Promise.all([
    recordOnThread(me, them, message.createdAt, preview, 0),
    recordOnThread(them, me, message.createdAt, preview, 1),
  ]);
  await bumpInboxes([me, them]);
  await publish('chat.messageSent', { messageId: String(message._id), senderId: caller._id, recipientId: partnerId });
  return toMessage(caller._id)(message.toObject() as ChatMessageAttrs);
}

/**
 * One message to several people at once (a team message): each gets it in their own conversation
 * with the sender, in a few bulk writes whatever their number. `partnerIds` are active users other
 * than the caller, checked by the caller of this function.
 */
export async function sendToMany(
  caller: AuthUser,
  partnerIds: readonly string[],
  { body, subject }: { body: string; subject: string },
): Promise<number> {
  const me = oid(caller._id);
  const at = new Date();
  const messages = await ChatMessageModel.insertMany(
    partnerIds.map((partnerId) => ({
      pairKey: pairKeyOf(caller._id, partnerId),
      senderId: me,
      recipientId: oid(partnerId),
      body,
      subject,
      createdAt: at,
    })),
  );
  const preview = `${subject}: ${body}`.slice(0, CHAT_PREVIEW_MAX);
  // Both sides of each conversation move to this message (the recipients' with one more unread).
  const threads = () =>
    ChatThreadModel.bulkWrite(
      partnerIds.flatMap((partnerId) => {
        const them = oid(partnerId);
        const sides: { ownerId: Types.ObjectId; partner: Types.ObjectId; unread: number }[] = [
          { ownerId: me, partner: them, unread: 0 },
          { ownerId: them, partner: me, unread: 1 },
        ];
        return sides.map(({ ownerId, partner, unread }) => ({
          updateOne: {
            filter: { ownerId, partnerId: partner },
            update: { $max: { lastAt: at }, $set: { lastBody: preview }, $inc: { unread } },
            upsert: true,
          },
        }));
      }),
      { ordered: false },
    );
  // A racing first message between two people may create the same thread: tried again, it is found.
  await threads().catch((err: unknown) => {
    if (!isDuplicateKey(err)) throw err;
    return threads();
  });
  await bumpInboxes([me, ...partnerIds.map(oid)]);
  for (const message of messages) {
    await publish('chat.messageSent', {
      messageId: String(message._id),
      senderId: caller._id,
      recipientId: String(message.recipientId),
    });
  }
  return messages.length;
}

/** Clears the caller's unread count with `partnerId`; only the caller's own side can be touched. */
export async function markThreadRead(caller: AuthUser, partnerId: string) {
  const me = oid(caller._id);
  const cleared = await ChatThreadModel.updateOne(
    { ownerId: me, partnerId: oid(partnerId), unread: { $gt: 0 } },
    { $set: { unread: 0 } },
  );
  if (cleared.modifiedCount > 0) await bumpInboxes([me]);
  return { ok: true as const };
}
