import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { FOLLOW_UP_LEAD_LIMIT, leadKeys } from '../../../shared-api/leads';

/** FollowUp leads whose date passed before today, still open: "Missed follow-ups". A lead key: lead writes refresh it. */
export const missedFollowUpsQuery = () =>
  queryOptions({
    queryKey: leadKeys.missedFollowUps(),
    queryFn: () => apiRequest(contract.leads.list, { query: { followups: 'missed', limit: FOLLOW_UP_LEAD_LIMIT } }),
  });

export const useMissedFollowUps = () => useQuery(missedFollowUpsQuery());
