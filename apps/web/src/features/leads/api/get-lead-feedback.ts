import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { FEEDBACK_LOG_LIMIT } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { leadKeys } from '../../../shared-api/leads';

/** The feedback log of a lead, oldest first, at most 200 entries, filtered by `q`. */
export const leadFeedbackQuery = (leadId: string, q: string) =>
  queryOptions({
    queryKey: leadKeys.feedbackSearch(leadId, q),
    queryFn: () =>
      apiRequest(contract.comments.forLead, {
        params: { leadId },
        query: { type: 'feedback', limit: FEEDBACK_LOG_LIMIT, ...(q ? { q } : {}) },
      }),
    placeholderData: keepPreviousData,
  });

export const useLeadFeedback = (leadId: string, q: string) => useQuery(leadFeedbackQuery(leadId, q));
