import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { campaignKeys } from '../../../shared-api/campaigns';

export const deleteCampaign = (id: string) => apiRequest(contract.campaigns.remove, { params: { id } });

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCampaign, onSuccess: () => invalidateKeys(queryClient, [campaignKeys.all]) });
}
