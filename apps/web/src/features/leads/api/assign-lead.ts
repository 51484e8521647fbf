import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { leadRefresh, replaceLeadInLists } from './lead-refresh';

export const assignLead = ({ id, userId }: { id: string; userId: string }) =>
  apiRequest(contract.leads.assign, { params: { id }, body: { userId } });

export function useAssignLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignLead,
    onSuccess: (lead) => {
      replaceLeadInLists(queryClient, lead);
      return invalidateKeys(queryClient, leadRefresh.assigned(lead._id));
    },
  });
}
