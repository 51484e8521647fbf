import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys } from '../../../reads/chats';

export const sendMessage = ({ userId, body }: { userId: string; body: string }) =>
  apiRequest(contract.chats.send, { params: { userId }, body: { body } });

/** Sends; the conversation is then polled (bringing this message and any that came before it) and the threads refresh. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (_message, { userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.conversation(userId) }),
        queryClient.invalidateQueries({ queryKey: chatKeys.threads() }),
      ]),
  });
}
