import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CHAT_PAGE_SIZE, cursorOf } from '@crm/contracts';
import { chatKeys } from '../../../shared-api/chats';
import { hasOlderAfter, mergeMessages } from '../model/conversation';
import { fetchMessages, type ConversationData } from './get-conversation';

/** "Load older": the 50 messages before the first one held, put in front of it. */
export function useLoadOlderMessages(userId: string) {
  const queryClient = useQueryClient();
  const key = chatKeys.conversation(userId);
  return useMutation({
    mutationFn: async () => {
      const first = queryClient.getQueryData<ConversationData>(key)?.items[0];
      return first ? fetchMessages(userId, { before: cursorOf(first) }) : { items: [] };
    },
    onSuccess: (page) => {
      queryClient.setQueryData<ConversationData>(key, (held) =>
        held
          ? {
              ...held,
              items: mergeMessages(page.items, held.items),
              hasOlder: hasOlderAfter(page.items.length, CHAT_PAGE_SIZE),
            }
          : held,
      );
    },
  });
}
