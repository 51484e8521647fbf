import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { LEAD_STALE_MS, leadQueries } from '../../../shared-api/leads';

/**
 * A notification names its lead but not the phone. The lead is fetched only when someone reaches
 * for a contact button (hover, focus or press), never for every row on load.
 */
export function useLeadLookup() {
  const queryClient = useQueryClient();
  return {
    /** The lead if it is already at hand and fresh (so a link can open within the click). */
    cached: useCallback(
      (id: string) => {
        const { queryKey } = leadQueries.detail(id);
        const state = queryClient.getQueryState(queryKey);
        if (!state || state.status !== 'success' || Date.now() - state.dataUpdatedAt > LEAD_STALE_MS) return undefined;
        return queryClient.getQueryData(queryKey);
      },
      [queryClient],
    ),
    prefetch: useCallback((id: string) => void queryClient.prefetchQuery(leadQueries.detail(id)), [queryClient]),
    fetch: useCallback((id: string) => queryClient.fetchQuery(leadQueries.detail(id)), [queryClient]),
  };
}
