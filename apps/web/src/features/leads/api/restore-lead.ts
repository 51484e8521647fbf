import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { leadRefresh } from './lead-refresh';

/** The undo of a delete: the lead comes back with its feedback and history. */
export const restoreLead = (id: string) => apiRequest(contract.leads.restore, { params: { id } });

export function useRestoreLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreLead,
    onSuccess: (_lead, id) => invalidateKeys(queryClient, leadRefresh.removedOrRestored(id)),
  });
}
