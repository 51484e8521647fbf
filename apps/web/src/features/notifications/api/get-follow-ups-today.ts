import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { FOLLOW_UP_LEAD_LIMIT, leadKeys } from '../../../shared-api/leads';

/**
 * Every lead with a follow-up today that the caller may see. One call serves both sections
 * of the notifications screen ("Follow-ups Today" and "Reminders"). Its key is a lead key: lead
 * writes refresh it (features/leads/api/lead-refresh.ts).
 */
export const followUpsTodayQuery = () =>
  queryOptions({
    queryKey: leadKeys.followUpsToday(),
    queryFn: () => apiRequest(contract.leads.list, { query: { followups: 'today', limit: FOLLOW_UP_LEAD_LIMIT } }),
  });

export const useFollowUpsToday = () => useQuery(followUpsTodayQuery());
