import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { contract } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const followUpsCountQueryKey = () => [...queryRoots.leads, 'stats', 'summary', 'reminder'] as const;

/** How many follow-ups the caller has today (from the leads summary). */
export const getFollowUpsCount = async () => (await apiRequest(contract.leads.summary)).followupsToday;

/** For the daily reminder: always asks the server at that moment. */
export function useFetchFollowUpsCount() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.fetchQuery({ queryKey: followUpsCountQueryKey(), queryFn: getFollowUpsCount, staleTime: 0 }),
    [queryClient],
  );
}
