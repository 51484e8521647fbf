import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateLeadData } from './invalidate-lead-data';

/** The undo of a delete: the lead comes back with its feedback and history. */
export const restoreLead = (id: string) => apiRequest(contract.leads.restore, { params: { id } });

export function useRestoreLead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreLead, onSuccess: () => invalidateLeadData(queryClient) });
}
