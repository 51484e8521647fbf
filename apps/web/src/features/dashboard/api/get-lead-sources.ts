import { useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import type { StatsScope } from '../model/dashboard-links';
import { statsQueryRoot } from './stats-keys';

export const leadSourcesQueryKey = (scope: StatsScope) => [...statsQueryRoot, 'sources', scope] as const;

export const getLeadSources = (scope: StatsScope) => apiRequest(contract.leads.sources, { query: scope });

/** Leads per source (Campaign, Organic). */
export const useLeadSources = (scope: StatsScope) =>
  useQuery({ queryKey: leadSourcesQueryKey(scope), queryFn: () => getLeadSources(scope) });
