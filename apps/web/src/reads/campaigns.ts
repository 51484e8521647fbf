import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../lib/api-client';
import { queryRoots } from '../lib/query-keys';
import type { QueryOf } from './request-types';

export type CampaignsQuery = QueryOf<typeof contract.campaigns.list>;

export const campaignKeys = {
  all: queryRoots.campaigns,
  lists: () => [...queryRoots.campaigns, 'list'] as const,
  list: (query: CampaignsQuery) => [...campaignKeys.lists(), query] as const,
  names: () => [...queryRoots.campaigns, 'names'] as const,
};

export const campaignQueries = {
  /** One page of campaigns with the totals over all of them. */
  list: (query: CampaignsQuery) =>
    queryOptions({
      queryKey: campaignKeys.list(query),
      queryFn: () => apiRequest(contract.campaigns.list, { query }),
      placeholderData: keepPreviousData,
    }),
  /** Every campaign by name (any role), for naming the campaign a lead came from. */
  names: () =>
    queryOptions({
      queryKey: campaignKeys.names(),
      queryFn: () => apiRequest(contract.campaigns.names, {}),
      staleTime: 5 * 60_000,
    }),
};

export const useCampaigns = (query: CampaignsQuery) => useQuery(campaignQueries.list(query));
export const useCampaignNames = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...campaignQueries.names(), enabled });
