import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { CHAT_PAGE_SIZE, cursorOf, type ChatPartner, type Message } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useLivePollInterval } from '../../../lib/live/live-stream-state';
import { chatKeys } from '../../../shared-api/chats';
import { hasOlderAfter, mergeMessages } from '../model/conversation';

/** Spec section 9: an open conversation refreshes every 6 s. */
export const CHAT_MESSAGES_POLL_MS = 6_000;

export interface ConversationData {
  items: Message[];
  partner: ChatPartner | null;
  hasOlder: boolean;
}

export const fetchMessages = (userId: string, query: { before?: string; after?: string } = {}) =>
  apiRequest(contract.chats.messages, { params: { userId }, query });

/**
 * The open conversation. The first load takes the latest page; every poll after it asks only for
 * what came after the last message held (one indexed read on the server when nothing is new) and
 * merges it into what is held now (an older page may have been added meanwhile).
 */
export const conversationQuery = (queryClient: QueryClient, userId: string) =>
  queryOptions({
    queryKey: chatKeys.conversation(userId),
    queryFn: async (): Promise<ConversationData> => {
      const held = queryClient.getQueryData<ConversationData>(chatKeys.conversation(userId));
      const last = held?.items.at(-1);
      if (held && last) {
        const newer = await fetchMessages(userId, { after: cursorOf(last) });
        const now = queryClient.getQueryData<ConversationData>(chatKeys.conversation(userId)) ?? held;
        return newer.items.length ? { ...now, items: mergeMessages(now.items, newer.items) } : now;
      }
      const page = await fetchMessages(userId);
      return {
        items: page.items,
        partner: page.partner ?? null,
        hasOlder: hasOlderAfter(page.items.length, CHAT_PAGE_SIZE),
      };
    },
  });

/** Polled every 6 s while the tab is shown (react-query pauses intervals in hidden tabs), less often while live. */
export function useConversation(userId: string) {
  const queryClient = useQueryClient();
  const interval = useLivePollInterval(CHAT_MESSAGES_POLL_MS);
  return useQuery({
    ...conversationQuery(queryClient, userId),
    refetchInterval: interval,
    refetchIntervalInBackground: false,
  });
}
