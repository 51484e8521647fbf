import { Schema, type InferSchemaType, type Types } from 'mongoose';
import { defineModel } from '../../db/define-model';

/** One message of a one-to-one conversation; `pairKey` (the two ids in order) names the conversation. */
const chatMessageSchema = new Schema(
  {
    pairKey: { type: String, required: true },
    senderId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    recipientId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    body: { type: String, required: true },
    /** A team message's subject (POST /api/teams/message); null for an ordinary chat message. */
    subject: { type: String, default: null },
    /** The sender's screen's id for the message (sendMessageBody.clientId), echoed back on it. */
    clientId: { type: String },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);

// Every page and every poll of a conversation walks this index: (time, id) is the cursor.
chatMessageSchema.index({ pairKey: 1, createdAt: -1, _id: -1 });
// A resent message (its first answer was lost) is found by the name the sender's screen gave it.
chatMessageSchema.index({ clientId: 1 }, { sparse: true });

export const ChatMessageModel = defineModel('ChatMessage', chatMessageSchema);
export type ChatMessageAttrs = InferSchemaType<typeof chatMessageSchema> & { _id: Types.ObjectId; createdAt: Date };

/**
 * One per (owner, partner): the owner's side of a conversation, kept on write, so the thread list
 * is a read of these (one query whatever the number of threads), never a scan of the messages.
 */
const chatThreadSchema = new Schema(
  {
    ownerId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    partnerId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    unread: { type: Number, default: 0 },
    lastBody: { type: String, required: true },
    lastAt: { type: Date, required: true },
  },
  { timestamps: false },
);

chatThreadSchema.index({ ownerId: 1, partnerId: 1 }, { unique: true });
chatThreadSchema.index({ ownerId: 1, lastAt: -1 });

export const ChatThreadModel = defineModel('ChatThread', chatThreadSchema);

/**
 * A user's inbox counter: `rev` moves on every change to any of their threads (a message in or
 * out, a read), so a poll compares it with the ETag it holds: one indexed read when nothing is new.
 */
const chatInboxSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    rev: { type: Number, default: 0 },
  },
  { timestamps: false },
);

chatInboxSchema.index({ userId: 1 }, { unique: true });

export const ChatInboxModel = defineModel('ChatInbox', chatInboxSchema);
