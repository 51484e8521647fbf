import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateLeadData, replaceLeadInLists } from './invalidate-lead-data';

export const assignLead = ({ id, userId }: { id: string; userId: string }) =>
  apiRequest(contract.leads.assign, { params: { id }, body: { userId } });

export function useAssignLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignLead,
    onSuccess: (lead) => {
      replaceLeadInLists(queryClient, lead);
      return invalidateLeadData(queryClient);
    },
  });
}
