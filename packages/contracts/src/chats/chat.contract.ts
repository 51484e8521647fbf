import { defineRoute } from '../common/route';
import { ROLES } from '../auth/roles';
import {
  chatMessagesQuery,
  chatMessagesResponse,
  chatPartnerParams,
  chatThreadsQuery,
  chatThreadsResponse,
  chatUserSchema,
  chatUsersQuery,
  messageSchema,
  sendMessageBody,
} from './chat.schema';
import { paginated } from '../common/pagination';
import { okResponse } from '../common/primitives';

/** One-to-one chat: every route is about the caller's own conversations, so none can reach another pair's. */
export const chatsContract = {
  threads: defineRoute({
    method: 'GET',
    path: '/api/chats/threads',
    summary: "The caller's conversations, newest first, with unread counts (ETag: a poll with nothing new is a 304)",
    roles: ROLES,
    query: chatThreadsQuery,
    response: chatThreadsResponse,
  }),
  users: defineRoute({
    method: 'GET',
    path: '/api/chats/users',
    summary: 'Active users the caller may write to (not the caller), by name',
    roles: ROLES,
    query: chatUsersQuery,
    response: paginated(chatUserSchema),
  }),
  messages: defineRoute({
    method: 'GET',
    path: '/api/chats/:userId/messages',
    summary: 'A page of 50 messages with one user, oldest first; before = older page, after = newer only',
    roles: ROLES,
    params: chatPartnerParams,
    query: chatMessagesQuery,
    response: chatMessagesResponse,
  }),
  send: defineRoute({
    method: 'POST',
    path: '/api/chats/:userId/messages',
    summary: 'Send a message to an active user',
    roles: ROLES,
    params: chatPartnerParams,
    body: sendMessageBody,
    response: messageSchema,
    status: 201,
  }),
  read: defineRoute({
    method: 'POST',
    path: '/api/chats/:userId/read',
    summary: "Clear the unread count of the caller's conversation with this user",
    roles: ROLES,
    params: chatPartnerParams,
    response: okResponse,
  }),
};
