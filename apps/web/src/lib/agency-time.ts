/**
 * "Today" is the agency's day, in its time zone (APP_TIMEZONE, served by GET /api/settings), the
 * same day the server's `followups=today` filter uses, whatever zone the browser is in.
 */
import { wallClockIn } from '@crm/contracts';

/** The calendar day of `date` in `timeZone`, as `YYYY-MM-DD`. */
export function dayKeyIn(date: Date, timeZone: string): string {
  const { year, month, day } = wallClockIn(date, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export const isSameDayIn = (a: Date, b: Date, timeZone: string) => dayKeyIn(a, timeZone) === dayKeyIn(b, timeZone);

/** The instant at which the wall clock of `timeZone` shows the given time (DST gaps move forward). */
function instantOfWallClock(
  timeZone: string,
  wall: { year: number; month: number; day: number; hour: number },
): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour);
  let guess = asUtc;
  // The zone's offset at the guess; twice, so a guess on the other side of a DST change settles.
  for (let i = 0; i < 2; i++) {
    const seen = wallClockIn(new Date(guess), timeZone);
    const seenAsUtc = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute, seen.second);
    guess = asUtc - (seenAsUtc - guess);
  }
  return guess;
}

/** Milliseconds from `now` until the next `hour`:00 on the agency's wall clock, strictly after `now`. */
export function msUntilNextHourIn(now: Date, hour: number, timeZone: string): number {
  const today = wallClockIn(now, timeZone);
  let next = instantOfWallClock(timeZone, { ...today, hour });
  if (next <= now.getTime()) {
    const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
    next = instantOfWallClock(timeZone, {
      year: tomorrow.getUTCFullYear(),
      month: tomorrow.getUTCMonth() + 1,
      day: tomorrow.getUTCDate(),
      hour,
    });
  }
  return next - now.getTime();
}

let ownZone: string | undefined;
/**
 * The browser's own zone: what "today" falls back to until the agency's is known. Read once: every
 * component asking for the agency's zone asks for this too, and each reading builds a formatter.
 */
export const browserTimeZone = () => (ownZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
