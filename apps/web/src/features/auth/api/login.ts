import { useMutation } from '@tanstack/react-query';
import { contract, type LoginBody } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { login } from '../../../lib/session';

export const loginRequest = (body: LoginBody) => apiRequest(contract.auth.login, { body });

/** Signs in and stores the session (token and user). */
export function useLogin() {
  return useMutation({
    mutationFn: loginRequest,
    onSuccess: ({ token, user }) => login(token, user),
  });
}
