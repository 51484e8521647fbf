import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { campaignKeys, type CampaignsQuery } from '../../../shared-api/campaigns';

/** One page of campaigns with the totals over all of them. */
export const campaignsQuery = (query: CampaignsQuery) =>
  queryOptions({
    queryKey: campaignKeys.list(query),
    queryFn: () => apiRequest(contract.campaigns.list, { query }),
    placeholderData: keepPreviousData,
  });

export const useCampaigns = (query: CampaignsQuery) => useQuery(campaignsQuery(query));
