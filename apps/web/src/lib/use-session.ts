import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session, type SessionUser } from './session';

export const useSession = (): Session | null => useSyncExternalStore(subscribeSession, getSession, getSession);

export const useSessionUser = (): SessionUser | null => useSession()?.user ?? null;

/** For screens behind the guard, where a user always exists. */
export function useCurrentUser(): SessionUser {
  const user = useSessionUser();
  if (!user) throw new Error('useCurrentUser needs a signed-in user (render it behind the guard)');
  return user;
}
