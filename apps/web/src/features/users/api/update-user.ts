import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { type UpdateUserBody } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateUserData } from './invalidate-user-data';

export const updateUser = ({ id, body }: { id: string; body: UpdateUserBody }) =>
  apiRequest(contract.users.update, { params: { id }, body });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: () => invalidateUserData(queryClient) });
}
