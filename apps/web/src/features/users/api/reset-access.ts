import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { invalidateUserData } from './invalidate-user-data';

/** A new one-time sign-in link for someone: their password, earlier link and sessions stop working. */
export const resetAccess = (id: string) => apiRequest(contract.users.resetAccess, { params: { id } });

export function useResetAccess() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetAccess, onSuccess: () => invalidateUserData(queryClient) });
}
