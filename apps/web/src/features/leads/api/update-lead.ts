import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { type UpdateLeadBody } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { leadRefresh, replaceLeadInLists } from './lead-refresh';

export const updateLead = ({ id, body }: { id: string; body: UpdateLeadBody }) =>
  apiRequest(contract.leads.update, { params: { id }, body });

/** Status, interest, privacy or follow-up fields of one lead. */
export function useUpdateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLead,
    onSuccess: (lead) => {
      replaceLeadInLists(queryClient, lead);
      return invalidateKeys(queryClient, leadRefresh.updated(lead._id));
    },
  });
}
