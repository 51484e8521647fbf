import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import type { LeadListQuery } from '../model/lead-filters';
import { leadListsRoot } from './invalidate-lead-data';

export const leadsQueryKey = (query: LeadListQuery) => [...leadListsRoot, query] as const;

export const getLeads = (query: LeadListQuery) => apiRequest(contract.leads.list, { query });

/** One page of leads; the previous page stays on screen while the next loads. */
export function useLeads(query: LeadListQuery) {
  return useQuery({
    queryKey: leadsQueryKey(query),
    queryFn: () => getLeads(query),
    placeholderData: keepPreviousData,
  });
}
