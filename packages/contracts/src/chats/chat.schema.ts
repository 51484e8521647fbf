import { z } from 'zod';
import { isoDate, objectId } from '../common/primitives';
import { userRef } from '../users/user.schema';

export const CHAT_PAGE_SIZE = 50;

export const messageSchema = z.object({
  _id: objectId,
  senderId: objectId,
  body: z.string(),
  createdAt: isoDate,
});
export type Message = z.infer<typeof messageSchema>;

export const chatThreadSchema = z.object({
  user: userRef,
  unread: z.number().int(),
  lastMessage: z.object({ body: z.string(), createdAt: isoDate }).nullable(),
});
export type ChatThread = z.infer<typeof chatThreadSchema>;

export const sendMessageBody = z.object({ body: z.string().trim().min(1, 'Message is empty').max(5000) });
