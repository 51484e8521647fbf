import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateLeadData } from './invalidate-lead-data';

/** A soft delete: `restoreLead` undoes it. */
export const deleteLead = (id: string) => apiRequest(contract.leads.remove, { params: { id } });

export function useDeleteLead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLead, onSuccess: () => invalidateLeadData(queryClient) });
}
