import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { leadRefresh } from './lead-refresh';

/** A soft delete: `restoreLead` undoes it. */
export const deleteLead = (id: string) => apiRequest(contract.leads.remove, { params: { id } });

export function useDeleteLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLead,
    onSuccess: (_ok, id) => invalidateKeys(queryClient, leadRefresh.removedOrRestored(id)),
  });
}
