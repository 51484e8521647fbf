import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts';
import { apiRequest } from '../lib/api-client';
import { queryRoots } from '../lib/query-keys';
import type { QueryOf } from './request-types';

export type CampaignsQuery = QueryOf<typeof contract.campaigns.list>;

export const campaignKeys = {
  all: queryRoots.campaigns,
  lists: () => [...queryRoots.campaigns, 'list'] as const,
  list: (query: CampaignsQuery) => [...campaignKeys.lists(), query] as const,
};

export const campaignQueries = {
  /** One page of campaigns with the totals over all of them. */
  list: (query: CampaignsQuery) =>
    queryOptions({
      queryKey: campaignKeys.list(query),
      queryFn: () => apiRequest(contract.campaigns.list, { query }),
      placeholderData: keepPreviousData,
    }),
};

export const useCampaigns = (query: CampaignsQuery) => useQuery(campaignQueries.list(query));
