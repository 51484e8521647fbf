import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contract, FEEDBACK_LOG_LIMIT } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { leadsRoot } from './invalidate-lead-data';

export const leadFeedbackRoot = (leadId: string) => [...leadsRoot, 'feedback', leadId] as const;
export const leadFeedbackQueryKey = (leadId: string, q: string) => [...leadFeedbackRoot(leadId), q] as const;

/** The feedback log of a lead, oldest first, at most 200 entries, filtered by `q`. */
export const getLeadFeedback = (leadId: string, q: string) =>
  apiRequest(contract.comments.forLead, {
    params: { leadId },
    query: { type: 'feedback', limit: FEEDBACK_LOG_LIMIT, ...(q ? { q } : {}) },
  });

export function useLeadFeedback(leadId: string, q: string) {
  return useQuery({
    queryKey: leadFeedbackQueryKey(leadId, q),
    queryFn: () => getLeadFeedback(leadId, q),
    placeholderData: keepPreviousData,
  });
}
