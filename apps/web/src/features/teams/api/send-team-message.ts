import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { type TeamMessageBody } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys } from '../../../shared-api/chats';

export const sendTeamMessage = (body: TeamMessageBody) => apiRequest(contract.teams.message, { body });

/** A team message arrives as a chat message: the sender's threads and those conversations refresh. */
export function useSendTeamMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTeamMessage,
    onSuccess: (_sent, { toUserIds }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.threads() }),
        ...toUserIds.map((id) => queryClient.invalidateQueries({ queryKey: chatKeys.conversation(id) })),
      ]),
  });
}
