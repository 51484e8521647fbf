import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { contract } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const leadQueryKey = (id: string) => [...queryRoots.leads, 'detail', id] as const;

export const getLead = (id: string) => apiRequest(contract.leads.get, { params: { id } });

const LEAD_STALE_MS = 60_000;

/**
 * A notification names its lead but not the phone. The lead is fetched only when someone reaches
 * for a contact button (hover, focus or press), never for every row on load.
 */
export function useLeadLookup() {
  const queryClient = useQueryClient();
  const options = useCallback(
    (id: string) => ({ queryKey: leadQueryKey(id), queryFn: () => getLead(id), staleTime: LEAD_STALE_MS }),
    [],
  );
  return {
    /** The lead if it is already at hand (so a link can open within the click). */
    cached: useCallback(
      (id: string) => {
        const state = queryClient.getQueryState(leadQueryKey(id));
        if (!state || state.status !== 'success' || Date.now() - state.dataUpdatedAt > LEAD_STALE_MS) return undefined;
        return queryClient.getQueryData<Awaited<ReturnType<typeof getLead>>>(leadQueryKey(id));
      },
      [queryClient],
    ),
    prefetch: useCallback((id: string) => void queryClient.prefetchQuery(options(id)), [queryClient, options]),
    fetch: useCallback((id: string) => queryClient.fetchQuery(options(id)), [queryClient, options]),
  };
}
