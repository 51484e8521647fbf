import { useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** Spec section 9: the notifications screen fetches up to 200 leads. */
export const FOLLOW_UP_LEAD_LIMIT = 200;

export const followUpsTodayQueryKey = () =>
  [...queryRoots.leads, 'follow-ups-today', { limit: FOLLOW_UP_LEAD_LIMIT }] as const;

/**
 * Every lead with a follow-up today that the caller may see. One call serves both sections
 * ("Follow-ups Today" and "Reminders"); model/sections splits it by status.
 */
export const getFollowUpsToday = () =>
  apiRequest(contract.leads.list, { query: { followups: 'today', limit: FOLLOW_UP_LEAD_LIMIT } });

export const useFollowUpsToday = () => useQuery({ queryKey: followUpsTodayQueryKey(), queryFn: getFollowUpsToday });
