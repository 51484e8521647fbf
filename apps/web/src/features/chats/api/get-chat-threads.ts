import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { useLivePollInterval } from '../../../lib/live/live-stream-state';
import { chatKeys } from '../../../shared-api/chats';

/** Spec section 9: unread counts refresh every 12 s. */
export const CHAT_THREADS_POLL_MS = 12_000;
/** The thread list shows the 100 most recent conversations; anyone else is a search away (new chat). */
export const CHAT_THREADS_LIMIT = 100;

/**
 * The caller's conversations and unread total (`unread`, the chat unread count). The sidebar badge
 * (app/layout/nav-count.tsx) and the screen share this one query; the server answers an unchanged
 * poll with a 304 (its ETag), which the browser turns back into the copy it holds.
 */
export const chatThreadsQuery = () =>
  queryOptions({
    queryKey: chatKeys.threads(),
    queryFn: () => apiRequest(contract.chats.threads, { query: { limit: CHAT_THREADS_LIMIT } }),
  });

/**
 * Polled every 12 s while the tab is shown (react-query pauses intervals in hidden tabs), less often
 * while the live stream tells of new messages.
 */
export function useChatThreads({ poll = false }: { poll?: boolean } = {}) {
  const interval = useLivePollInterval(CHAT_THREADS_POLL_MS);
  return useQuery({
    ...chatThreadsQuery(),
    refetchInterval: poll ? interval : false,
    refetchIntervalInBackground: false,
  });
}
