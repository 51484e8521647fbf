import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { type TeamMessageBody } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys } from '../../../shared-api/chats';

export const sendTeamMessage = (body: TeamMessageBody) => apiRequest(contract.teams.message, { body });

/** A team message arrives as a chat message: the sender's threads and that conversation refresh. */
export function useSendTeamMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTeamMessage,
    onSuccess: (_message, { toUserId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.threads() }),
        queryClient.invalidateQueries({ queryKey: chatKeys.conversation(toUserId) }),
      ]),
  });
}
