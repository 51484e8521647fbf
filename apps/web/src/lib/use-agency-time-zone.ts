import { useContext } from 'react';
import { AgencyTimeZoneContext, browserTimeZone } from './agency-time';

/**
 * The agency's time zone, for everything that says "today" or reads a time. Until the settings
 * arrive (or if they cannot) the browser's zone stands in.
 */
export function useAgencyTimeZone(): string {
  return useAgencyTimeZoneSetting() ?? browserTimeZone();
}

/**
 * The agency's zone once the settings have answered, else undefined: for code that can wait to
 * read the browser's own (the first reading of it costs a phone tens of milliseconds).
 */
export function useAgencyTimeZoneSetting(): string | undefined {
  return useContext(AgencyTimeZoneContext);
}
