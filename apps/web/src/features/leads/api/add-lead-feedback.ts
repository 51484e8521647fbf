import { useMutationState, type QueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { type Comment, type CreateCommentBody } from '@crm/contracts';
import { apiRequestOnce } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { outboxKey, registerOutbox, useOutboxMutation, type Keyed } from '../../../lib/offline/outbox';
import { leadKeys } from '../../../shared-api/leads';

/** Feedback on a lead, or (Supervisor and above) a reply to one of its entries via `parentId`. */
export type NewFeedback = Pick<CreateCommentBody, 'leadId' | 'content' | 'parentId'>;
export const FEEDBACK = 'feedback';

export function registerFeedback(queryClient: QueryClient) {
  registerOutbox<NewFeedback & Keyed, Comment>(queryClient, FEEDBACK, {
    mutationFn: ({ leadId, content, parentId, idempotencyKey }) =>
      apiRequestOnce(contract.comments.create, idempotencyKey, {
        body: { leadId, content, type: 'feedback', priority: 'medium', ...(parentId ? { parentId } : {}) },
      }),
    // The feedback shows in its log and on the lead's timeline; the assignee's first may set firstContactAt.
    onSuccess: (_comment, { leadId }) =>
      invalidateKeys(queryClient, [leadKeys.feedback(leadId), leadKeys.history(leadId), leadKeys.detail(leadId)]),
  });
}

/** Adds feedback now, or keeps it on the device until there is a network (sent once: its key). */
export function useAddLeadFeedback() {
  return useOutboxMutation<NewFeedback, Comment>(FEEDBACK);
}

/** This lead's feedback still waiting to be sent from this device, oldest first. */
export function useWaitingFeedback(leadId: string): NewFeedback[] {
  return useMutationState({
    filters: {
      mutationKey: outboxKey(FEEDBACK),
      status: 'pending',
      predicate: (mutation) =>
        mutation.state.isPaused && (mutation.state.variables as NewFeedback | undefined)?.leadId === leadId,
    },
    select: (mutation) => mutation.state.variables as NewFeedback,
  });
}
