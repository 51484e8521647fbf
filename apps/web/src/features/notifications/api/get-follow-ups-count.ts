import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { leadQueries } from '../../../shared-api/leads';

/**
 * For the daily reminder: how many follow-ups the caller has today, asked of the server at that
 * moment. It is the leads summary (the dashboard's, unscoped), so the fresh answer serves both.
 */
export function useFetchFollowUpsCount() {
  const queryClient = useQueryClient();
  return useCallback(
    async () => (await queryClient.fetchQuery({ ...leadQueries.summary(), staleTime: 0 })).followupsToday,
    [queryClient],
  );
}
