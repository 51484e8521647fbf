import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { leadFeedbackRoot } from './get-lead-feedback';

export interface NewFeedback {
  leadId: string;
  content: string;
  /** A reply to this entry (Supervisor and above). */
  parentId?: string;
}

export const addLeadFeedback = ({ leadId, content, parentId }: NewFeedback) =>
  apiRequest(contract.comments.create, {
    body: { leadId, content, type: 'feedback', priority: 'medium', ...(parentId ? { parentId } : {}) },
  });

export function useAddLeadFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLeadFeedback,
    onSuccess: (_comment, { leadId }) => queryClient.invalidateQueries({ queryKey: leadFeedbackRoot(leadId) }),
  });
}
