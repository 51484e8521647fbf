import { useContext, useMemo } from 'react';
import { fromDateTimeLocalIn, toDateTimeLocalIn } from '@crm/contracts';
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

/**
 * An `<input type="datetime-local">` on the agency's clock: the value it shows for an instant, and
 * the ISO instant of a typed value (null for '' or no real date). Typing 11:00 means 11:00 in the
 * agency's zone, from a phone in any zone.
 */
export function useDateTimeLocalField() {
  const timeZone = useAgencyTimeZone();
  return useMemo(
    () => ({
      toInput: (instant: string | null | undefined) => toDateTimeLocalIn(instant, timeZone),
      fromInput: (value: string) => fromDateTimeLocalIn(value, timeZone),
    }),
    [timeZone],
  );
}
