import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import type { QueryOf } from '../../../shared-api/request-types';

export type LeadExportsQuery = QueryOf<typeof contract.leads.exports>;

/** The CEO's list of leads exports; an export adds to it (export-leads.ts). */
export const leadExportKeys = {
  all: [...queryRoots.leads, 'exports'] as const,
  page: (query: LeadExportsQuery) => [...leadExportKeys.all, query] as const,
};

export const leadExportsQuery = (query: LeadExportsQuery) =>
  queryOptions({
    queryKey: leadExportKeys.page(query),
    queryFn: () => apiRequest(contract.leads.exports, { query }),
    placeholderData: keepPreviousData,
  });

/** One page of leads exports, newest first; the page shown stays while the next loads. */
export const useLeadExports = (query: LeadExportsQuery) => useQuery(leadExportsQuery(query));
