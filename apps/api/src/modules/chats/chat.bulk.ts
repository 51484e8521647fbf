import { Types } from 'mongoose';
import { CHAT_PREVIEW_MAX, pairKeyOf } from '@crm/contracts';
import { ChatInboxModel, ChatMessageModel, ChatThreadModel } from './chat.model';

export interface PastMessage {
  from: Types.ObjectId;
  to: Types.ObjectId;
  body: string;
  subject?: string | null;
  createdAt: Date;
  /** Whether the recipient has read it. */
  read: boolean;
}

/**
 * Loads a history of messages at once (demo data, the bench), with the per-pair summaries the send
 * path keeps on write computed here in memory: three bulk inserts, whatever the number of messages.
 */
export async function insertChatHistory(messages: PastMessage[]) {
  const threads = new Map<
    string,
    { ownerId: Types.ObjectId; partnerId: Types.ObjectId; unread: number; lastBody: string; lastAt: Date }
  >();
  const side = (owner: Types.ObjectId, partner: Types.ObjectId) => {
    const key = `${String(owner)}:${String(partner)}`;
    let thread = threads.get(key);
    if (!thread) {
      thread = { ownerId: owner, partnerId: partner, unread: 0, lastBody: '', lastAt: new Date(0) };
      threads.set(key, thread);
    }
    return thread;
  };
  for (const m of messages) {
    const preview = (m.subject ? `${m.subject}: ${m.body}` : m.body).slice(0, CHAT_PREVIEW_MAX);
    for (const thread of [side(m.from, m.to), side(m.to, m.from)]) {
      if (m.createdAt >= thread.lastAt) Object.assign(thread, { lastBody: preview, lastAt: m.createdAt });
    }
    if (!m.read) side(m.to, m.from).unread++;
  }
  await ChatMessageModel.insertMany(
    messages.map((m) => ({
      pairKey: pairKeyOf(String(m.from), String(m.to)),
      senderId: m.from,
      recipientId: m.to,
      body: m.body,
      subject: m.subject ?? null,
      createdAt: m.createdAt,
    })),
    { lean: true },
  );
  await ChatThreadModel.insertMany([...threads.values()], { lean: true });
  const owners = [...new Set([...threads.values()].map((t) => String(t.ownerId)))];
  await ChatInboxModel.bulkWrite(
    owners.map((id) => ({
      updateOne: { filter: { userId: new Types.ObjectId(id) }, update: { $inc: { rev: 1 } }, upsert: true },
    })),
  );
}
