import { useEffect } from 'react';
import { useMe } from '../../features/auth/api/get-me';
import { getSession, updateSessionUser } from '../../lib/session';
import { useSession } from '../../lib/use-session';

/**
 * Keeps the stored user (role, name, teams) in step with the server. Runs in the background;
 * a 401 here signs out through the api client.
 */
export function SessionRefresh() {
  const session = useSession();
  const { data } = useMe({ enabled: Boolean(session?.token) });
  useEffect(() => {
    if (data && JSON.stringify(data) !== JSON.stringify(getSession()?.user)) updateSessionUser(data);
  }, [data]);
  return null;
}
