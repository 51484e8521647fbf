import { useQuery } from '@tanstack/react-query';
import { settingsQueries } from '../shared-api/settings';
import { browserTimeZone } from './agency-time';
import { useSession } from './use-session';

/**
 * The agency's time zone, for everything that says "today". It is asked once; until it arrives
 * (or if it cannot) the browser's zone stands in.
 */
export function useAgencyTimeZone(): string {
  return useAgencyTimeZoneSetting() ?? browserTimeZone();
}

/**
 * The agency's zone once the settings have answered, else undefined: for code that can wait to
 * read the browser's own (the first reading of it costs a phone tens of milliseconds).
 */
export function useAgencyTimeZoneSetting(): string | undefined {
  const signedIn = Boolean(useSession());
  const { data } = useQuery({ ...settingsQueries.agency(), enabled: signedIn });
  return data?.timeZone;
}
