/**
 * "Today" is the agency's day, in its time zone (APP_TIMEZONE, served by GET /api/settings), the
 * same day the server's `followups=today` filter uses, whatever zone the browser is in: the
 * arithmetic is @crm/contracts' agency clock (dayKeyIn, isSameDayIn, msUntilNextHourIn).
 */

let ownZone: string | undefined;
/**
 * The browser's own zone: what "today" falls back to until the agency's is known. Read once: every
 * component asking for the agency's zone asks for this too, and each reading builds a formatter.
 */
export const browserTimeZone = () => (ownZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
