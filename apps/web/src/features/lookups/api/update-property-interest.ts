import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { type UpdateLookupBody } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { lookupKeys } from '../../../shared-api/lookups';

export const updatePropertyInterest = ({ id, body }: { id: string; body: UpdateLookupBody }) =>
  apiRequest(contract.lookups.updatePropertyInterest, { params: { id }, body });

export function useUpdatePropertyInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePropertyInterest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lookupKeys.propertyInterests() }),
  });
}
