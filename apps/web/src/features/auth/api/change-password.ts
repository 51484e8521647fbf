import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { type ChangePasswordBody } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { login } from '../../../lib/session';
import { meQueryKey } from './get-me';

export const changePasswordRequest = (body: ChangePasswordBody) => apiRequest(contract.auth.changePassword, { body });

/** Replaces the own password. Every earlier session has ended: the answer's fresh one is stored at once. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePasswordRequest,
    onSuccess: ({ token, user }) => {
      queryClient.setQueryData(meQueryKey(), user);
      login(token, user);
    },
  });
}
