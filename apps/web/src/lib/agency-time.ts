import { createContext } from 'react';

/**
 * "Today" and every time a person reads or types are the agency's, in its time zone (APP_TIMEZONE,
 * served by GET /api/settings), whatever zone the browser is in: the arithmetic is
 * @crm/contracts' agency clock (dayKeyIn, toDateTimeLocalIn...); the hooks are use-agency-time-zone.ts.
 * This module stays this small: the sign-in page's formatters (i18n/format.ts) import it.
 */

let ownZone: string | undefined;
/**
 * The browser's own zone: what "today" falls back to until the agency's is known. Read once: every
 * component asking for the agency's zone asks for this too, and each reading builds a formatter.
 */
export const browserTimeZone = () => (ownZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');

/**
 * The agency's zone once the settings have answered (AgencyTimeZoneProvider, in the app's
 * providers), else undefined: signed out, or not answered yet.
 */
export const AgencyTimeZoneContext = createContext<string | undefined>(undefined);
