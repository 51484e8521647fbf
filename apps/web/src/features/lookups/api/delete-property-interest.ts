import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { lookupKeys } from '../../../shared-api/lookups';

export const deletePropertyInterest = (id: string) =>
  apiRequest(contract.lookups.removePropertyInterest, { params: { id } });

export function useDeletePropertyInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePropertyInterest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lookupKeys.propertyInterests() }),
  });
}
