import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { intakeKeys } from '../../../shared-api/intake';

export const deleteIntakeSource = (id: string) => apiRequest(contract.intake.removeSource, { params: { id } });

/** Its key stops working; its deliveries stay on record. */
export function useDeleteIntakeSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIntakeSource,
    onSuccess: () => invalidateKeys(queryClient, [intakeKeys.all]),
  });
}
