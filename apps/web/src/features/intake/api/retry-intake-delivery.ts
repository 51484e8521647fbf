import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { invalidateKeys, queryRoots } from '../../../lib/query-keys';
import { intakeKeys } from '../../../shared-api/intake';

export const retryIntakeDelivery = (id: string) => apiRequest(contract.intake.retryDelivery, { params: { id } });

/** A failed delivery tried again now: the log and the sources' counts refresh, and the leads it may have made. */
export function useRetryIntakeDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryIntakeDelivery,
    onSuccess: () => invalidateKeys(queryClient, [intakeKeys.all, queryRoots.leads]),
  });
}
