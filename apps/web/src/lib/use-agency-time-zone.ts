import { useQuery } from '@tanstack/react-query';
import { settingsQueries } from '../reads/settings';
import { browserTimeZone } from './agency-time';
import { useSession } from './use-session';

/**
 * The agency's time zone, for everything that says "today". It is asked once; until it arrives
 * (or if it cannot) the browser's zone stands in.
 */
export function useAgencyTimeZone(): string {
  const signedIn = Boolean(useSession());
  const { data } = useQuery({ ...settingsQueries.agency(), enabled: signedIn });
  return data?.timeZone ?? browserTimeZone();
}
