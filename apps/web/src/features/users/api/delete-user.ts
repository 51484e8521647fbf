import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { invalidateUserData } from './invalidate-user-data';

export const deleteUser = (id: string) => apiRequest(contract.users.remove, { params: { id } });

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSuccess: () => invalidateUserData(queryClient) });
}
