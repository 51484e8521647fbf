import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { type CreateUserBody } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateUserData } from './invalidate-user-data';

export const createUser = (body: CreateUserBody) => apiRequest(contract.users.create, { body });

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => invalidateUserData(queryClient) });
}
