import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { type Campaign, type Paginated, type UpdateCampaignBody } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { campaignKeys } from '../../../shared-api/campaigns';

export const updateCampaign = ({ id, body }: { id: string; body: UpdateCampaignBody }) =>
  apiRequest(contract.campaigns.update, { params: { id }, body });

/** One inline edit: the row shows the server's copy at once (its CPA too); the totals refresh after. */
export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCampaign,
    onSuccess: (campaign) => {
      queryClient.setQueriesData<Paginated<Campaign>>({ queryKey: campaignKeys.lists() }, (page) =>
        page ? { ...page, items: page.items.map((c) => (c._id === campaign._id ? campaign : c)) } : page,
      );
      return invalidateKeys(queryClient, [campaignKeys.all]);
    },
  });
}
