import { useState } from 'react';
import type { LoginBody, LoginResponse } from '@crm/contracts';
import { LOGIN_PATH } from '@crm/contracts/zod-free';
import { postPublicJson } from '../../../lib/api-fetch';
import { login } from '../../../lib/session';

/**
 * `contract.auth.login` posted without the route table or the query library, which the sign-in
 * page does not load (the contract's types still type both ends).
 */
export const loginRequest = (body: LoginBody) => postPublicJson<LoginResponse>(LOGIN_PATH, body);

/** Signs in and stores the session (token and user); `onError` gets the failed call's error. */
export function useLogin() {
  const [isPending, setPending] = useState(false);
  const signIn = async (body: LoginBody, { onError }: { onError: (error: unknown) => void }) => {
    setPending(true);
    try {
      const { token, user } = await loginRequest(body);
      login(token, user);
    } catch (error) {
      onError(error);
    } finally {
      setPending(false);
    }
  };
  return { signIn, isPending };
}
