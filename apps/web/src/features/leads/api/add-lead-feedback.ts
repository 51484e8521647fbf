import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { type CreateCommentBody } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { leadKeys } from '../../../shared-api/leads';

/** Feedback on a lead, or (Supervisor and above) a reply to one of its entries via `parentId`. */
export type NewFeedback = Pick<CreateCommentBody, 'leadId' | 'content' | 'parentId'>;

export const addLeadFeedback = ({ leadId, content, parentId }: NewFeedback) =>
  apiRequest(contract.comments.create, {
    body: { leadId, content, type: 'feedback', priority: 'medium', ...(parentId ? { parentId } : {}) },
  });

export function useAddLeadFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLeadFeedback,
    // The feedback shows in its log and on the lead's timeline; the assignee's first may set firstContactAt.
    onSuccess: (_comment, { leadId }) =>
      invalidateKeys(queryClient, [leadKeys.feedback(leadId), leadKeys.history(leadId), leadKeys.detail(leadId)]),
  });
}
