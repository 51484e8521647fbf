import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { lookupKeys } from '../../../shared-api/lookups';

export const createPropertyInterest = (label: string) =>
  apiRequest(contract.lookups.createPropertyInterest, { body: { label } });

export function useCreatePropertyInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPropertyInterest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lookupKeys.propertyInterests() }),
  });
}
