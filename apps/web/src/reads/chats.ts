import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../lib/api-client';
import { queryRoots } from '../lib/query-keys';

/** Spec section 9: unread counts refresh every 12 s, an open conversation every 6 s. */
export const CHAT_THREADS_POLL_MS = 12_000;
export const CHAT_MESSAGES_POLL_MS = 6_000;
/** The thread list shows the 100 most recent conversations; anyone else is a search away (new chat). */
export const CHAT_THREADS_LIMIT = 100;

export const chatKeys = {
  all: queryRoots.chats,
  threads: () => [...queryRoots.chats, 'threads'] as const,
  users: (search: string) => [...queryRoots.chats, 'users', search] as const,
  conversations: () => [...queryRoots.chats, 'conversation'] as const,
  conversation: (userId: string) => [...chatKeys.conversations(), userId] as const,
};

export const chatQueries = {
  /**
   * The caller's conversations and unread total. The sidebar badge and the screen share this one
   * query; the server answers an unchanged poll with a 304 (its ETag), which the browser turns
   * back into the copy it holds.
   */
  threads: () =>
    queryOptions({
      queryKey: chatKeys.threads(),
      queryFn: () => apiRequest(contract.chats.threads, { query: { limit: CHAT_THREADS_LIMIT } }),
    }),
  users: (search: string) =>
    queryOptions({
      queryKey: chatKeys.users(search),
      queryFn: () => apiRequest(contract.chats.users, { query: { search: search || undefined, limit: 20 } }),
      placeholderData: keepPreviousData,
    }),
};

/** Polled every 12 s while the tab is shown (react-query pauses intervals in hidden tabs). */
export const useChatThreads = ({ poll = false }: { poll?: boolean } = {}) =>
  useQuery({
    ...chatQueries.threads(),
    refetchInterval: poll ? CHAT_THREADS_POLL_MS : false,
    refetchIntervalInBackground: false,
  });

export const useChatUsers = (search: string) => useQuery(chatQueries.users(search));
