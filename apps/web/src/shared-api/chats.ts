import { queryRoots } from '../lib/query-keys';

/**
 * The chat query keys. The reads and writes are the chats feature's (features/chats/api/: the
 * threads with the unread total in get-chat-threads.ts); the keys are here because a team message
 * (features/teams/api/send-team-message.ts) arrives as a chat and refreshes them too.
 */
export const chatKeys = {
  all: queryRoots.chats,
  threads: () => [...queryRoots.chats, 'threads'] as const,
  users: (search: string) => [...queryRoots.chats, 'users', search] as const,
  conversations: () => [...queryRoots.chats, 'conversation'] as const,
  conversation: (userId: string) => [...chatKeys.conversations(), userId] as const,
};
