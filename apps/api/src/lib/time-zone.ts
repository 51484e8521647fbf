/** Calendar arithmetic in the agency's time zone (APP_TIMEZONE) without a date library. */
import { wallClockIn } from '@crm/contracts';

export interface LocalDate {
  year: number;
  month: number; // 1-12
  day: number;
}

function wallClock(instant: Date, timeZone: string) {
  const { year, month, day, hour, minute, second } = wallClockIn(instant, timeZone);
  return { year, month, day, ms: Date.UTC(year, month - 1, day, hour, minute, second) };
}

/** Offset of the zone from UTC at an instant, in ms (Cairo in summer: +3 h). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  return wallClock(instant, timeZone).ms - Math.floor(instant.getTime() / 1000) * 1000;
}

export function localDateOf(instant: Date, timeZone: string): LocalDate {
  const { year, month, day } = wallClock(instant, timeZone);
  return { year, month, day };
}

/** The instant local midnight starts `date` in the zone (DST-safe: re-checks the offset once). */
export function startOfLocalDay(date: LocalDate, timeZone: string): Date {
  const naive = Date.UTC(date.year, date.month - 1, date.day);
  let guess = naive - zoneOffsetMs(new Date(naive), timeZone);
  guess = naive - zoneOffsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** Adds days on the calendar (not 24 h steps, which DST would break). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export function addMonths(date: LocalDate, months: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1 + months, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: 1 };
}

/** Monday of the week holding `date` (weeks start on Monday). */
export function mondayOf(date: LocalDate): LocalDate {
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

const pad = (n: number) => String(n).padStart(2, '0');
export const dayLabel = (d: LocalDate) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;
export const monthLabel = (d: LocalDate) => `${d.year}-${pad(d.month)}`;

/** [start, end) of today in the zone. */
export function todayRange(timeZone: string, now = new Date()) {
  const today = localDateOf(now, timeZone);
  return { start: startOfLocalDay(today, timeZone), end: startOfLocalDay(addDays(today, 1), timeZone) };
}
