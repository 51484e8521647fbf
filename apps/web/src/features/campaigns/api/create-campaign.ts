import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { type CreateCampaignBody } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { campaignKeys } from '../../../shared-api/campaigns';

export const createCampaign = (body: CreateCampaignBody) => apiRequest(contract.campaigns.create, { body });

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCampaign, onSuccess: () => invalidateKeys(queryClient, [campaignKeys.all]) });
}
