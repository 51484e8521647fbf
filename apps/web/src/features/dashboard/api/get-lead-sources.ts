import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { leadKeys, type StatsScope } from '../../../shared-api/leads';

/** Leads per source (Campaign, Organic). */
export const leadSourcesQuery = (scope: StatsScope) =>
  queryOptions({
    queryKey: leadKeys.sources(scope),
    queryFn: () => apiRequest(contract.leads.sources, { query: scope }),
  });

export const useLeadSources = (scope: StatsScope) => useQuery(leadSourcesQuery(scope));
