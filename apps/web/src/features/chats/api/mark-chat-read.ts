import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { type ChatThreadsResponse } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys } from '../../../shared-api/chats';

export const markChatRead = (userId: string) => apiRequest(contract.chats.read, { params: { userId } });

/** Clears one conversation's unread count: the thread and the sidebar badge change at once, then refetch. */
export function useMarkChatRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markChatRead,
    onMutate: async (userId) => {
      await queryClient.cancelQueries({ queryKey: chatKeys.threads() });
      const previous = queryClient.getQueryData<ChatThreadsResponse>(chatKeys.threads());
      if (previous) {
        const cleared = previous.items.find((thread) => thread.user._id === userId)?.unread ?? 0;
        queryClient.setQueryData<ChatThreadsResponse>(chatKeys.threads(), {
          ...previous,
          unread: Math.max(0, previous.unread - cleared),
          items: previous.items.map((thread) => (thread.user._id === userId ? { ...thread, unread: 0 } : thread)),
        });
      }
      return { previous };
    },
    onError: (_error, _userId, context) => {
      if (context?.previous) queryClient.setQueryData(chatKeys.threads(), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.threads() }),
  });
}
