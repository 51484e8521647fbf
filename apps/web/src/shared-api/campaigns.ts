import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../lib/api-client';
import { queryRoots } from '../lib/query-keys';
import type { QueryOf } from './request-types';

export type CampaignsQuery = QueryOf<typeof contract.campaigns.list>;

/**
 * Every campaign query key; campaign writes (features/campaigns/api/) refresh `campaignKeys.all`.
 * The names list is here because the leads feature names a lead's campaign with it; the campaigns
 * screen's page of campaigns is features/campaigns/api/get-campaigns.ts.
 */
export const campaignKeys = {
  all: queryRoots.campaigns,
  lists: () => [...queryRoots.campaigns, 'list'] as const,
  list: (query: CampaignsQuery) => [...campaignKeys.lists(), query] as const,
  names: () => [...queryRoots.campaigns, 'names'] as const,
};

export const campaignQueries = {
  /** Every campaign by name (any role), for naming the campaign a lead came from. */
  names: () =>
    queryOptions({
      queryKey: campaignKeys.names(),
      queryFn: () => apiRequest(contract.campaigns.names, {}),
      staleTime: 5 * 60_000,
    }),
};

export const useCampaignNames = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...campaignQueries.names(), enabled });
