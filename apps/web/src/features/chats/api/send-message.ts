import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys } from '../../../shared-api/chats';

/** `clientId` names the message on this screen; the server echoes it, in its answer and in polls. */
export const sendMessage = ({ userId, body, clientId }: { userId: string; body: string; clientId: string }) =>
  apiRequest(contract.chats.send, { params: { userId }, body: { body, clientId } });

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
