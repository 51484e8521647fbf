import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import type { QueryOf } from '../../../shared-api/request-types';

export type DeletedLeadsQuery = QueryOf<typeof contract.leads.deleted>;

/** The Deleted leads list (CEO and Admin); a delete or a restore changes it (lead-refresh.ts). */
export const deletedLeadKeys = {
  all: [...queryRoots.leads, 'deleted'] as const,
  page: (query: DeletedLeadsQuery) => [...deletedLeadKeys.all, query] as const,
};

/** One page of deleted leads, newest deleted first; the page shown stays while the next loads. */
export const useDeletedLeads = (query: DeletedLeadsQuery) =>
  useQuery({
    queryKey: deletedLeadKeys.page(query),
    queryFn: () => apiRequest(contract.leads.deleted, { query }),
    placeholderData: keepPreviousData,
  });
