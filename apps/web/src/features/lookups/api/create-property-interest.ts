import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { propertyInterestsQueryKey } from './get-property-interests';

export const createPropertyInterest = (label: string) =>
  apiRequest(contract.lookups.createPropertyInterest, { body: { label } });

export function useCreatePropertyInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPropertyInterest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: propertyInterestsQueryKey() }),
  });
}
