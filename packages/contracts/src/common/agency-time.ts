/**
 * The agency's clock: wall-clock <-> instant arithmetic in a time zone (APP_TIMEZONE, which the web
 * gets from GET /api/settings), on the tz database as @date-fns/tz reads it (tzOffset). The one
 * place the API, the web and the working-time arithmetic reckon local days and hours, so all agree.
 *
 * Daylight saving: a wall-clock time the zone skips (spring forward) moves forward by the gap (New
 * York's 02:30 on its change day is 03:30 EDT; Cairo's midnight on its change day is 01:00); one
 * the zone shows twice (fall back) is the earlier instant (New York's first 01:30, still EDT).
 */
// The subpath: the package's index is not marked side-effect free, so it would bring TZDate into the web.
import { tzOffset } from '@date-fns/tz/tzOffset';

/** A day of the calendar, without a zone. */
export interface LocalDate {
  year: number;
  month: number; // 1-12
  day: number;
}
export interface WallClock extends LocalDate {
  hour: number;
  minute: number;
  second: number;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The zone's offset from UTC at an instant, in ms, from the tz database (an unknown zone throws). */
function offsetAt(timeZone: string, instant: number): number {
  const minutes = tzOffset(timeZone, new Date(instant));
  if (Number.isNaN(minutes)) throw new RangeError(`Invalid time zone: ${timeZone}`);
  return Math.round(minutes * MINUTE);
}

/** The zone's offset from UTC at an instant, in minutes (Cairo in summer: 180, Kolkata: 330). */
export const utcOffsetMinutes = (instant: Date | number, timeZone: string) => offsetAt(timeZone, +instant) / MINUTE;

/** The wall clock of `timeZone` at an instant. */
export function wallClockIn(instant: Date | number, timeZone: string): WallClock {
  // Moved by the zone's offset, the instant reads in UTC as the zone's wall clock.
  const t = new Date(+instant + offsetAt(timeZone, +instant));
  const [hour, minute, second] = [t.getUTCHours(), t.getUTCMinutes(), t.getUTCSeconds()];
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate(), hour, minute, second };
}

/** The local day an instant falls on in `timeZone`. */
export function localDateOf(instant: Date | number, timeZone: string): LocalDate {
  const { year, month, day } = wallClockIn(instant, timeZone);
  return { year, month, day };
}

/**
 * The instant the wall clock of `timeZone` shows `wall` (a missing hour, minute or second is 0; they
 * may overflow: minute 1440 is the next midnight). Skipped times move forward, repeated ones take
 * the earlier instant. Not @date-fns/tz's TZDate constructor: which instant it gives a repeated
 * time depends on the machine's own zone (date-fns/tz issue 40).
 */
export function instantOfWallClock(wall: LocalDate & Partial<WallClock>, timeZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour ?? 0, wall.minute ?? 0, wall.second ?? 0);
  // No zone changes its offset twice in two days: the offsets a day either side are the candidates,
  // and a candidate the zone really has at the instant it gives shows `wall` then.
  const offsets = [offsetAt(timeZone, asUtc - DAY), offsetAt(timeZone, asUtc + DAY)];
  const instants = offsets.map((offset) => asUtc - offset).filter((at, i) => offsetAt(timeZone, at) === offsets[i]);
  // None: a gap, and the offset from before it carries the time past the change by the gap's length.
  return new Date(instants.length ? Math.min(...instants) : asUtc - offsets[0]!);
}

/** The instant `date` starts in the zone: its midnight, or the first time after it the clock shows. */
export const startOfLocalDay = (date: LocalDate, timeZone: string) => instantOfWallClock(date, timeZone);

// Calendar arithmetic needs no zone: on Date.UTC every day is 24 h long. (date-fns on a UTC TZDate
// would give the same days a hundred times slower, and the working-time loops step day by day.)
const calendarDate = (year: number, month: number, day: number): LocalDate => {
  const t = new Date(Date.UTC(year, month - 1, day));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
};

/** Adds days on the calendar (not 24 h steps, which DST would break). */
export const addDays = (date: LocalDate, days: number) => calendarDate(date.year, date.month, date.day + days);

/** The first day of the month `months` after the month of `date`. */
export const addMonths = (date: LocalDate, months: number) => calendarDate(date.year, date.month + months, 1);

/** Sunday = 0 ... Saturday = 6. */
export const weekdayOf = (date: LocalDate) => new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();

/** Monday of the week holding `date` (weeks start on Monday). */
export const mondayOf = (date: LocalDate) => addDays(date, -((weekdayOf(date) + 6) % 7));

const pad = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DD`. */
export const dayLabel = (d: LocalDate) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;
/** `YYYY-MM`. */
export const monthLabel = (d: LocalDate) => `${d.year}-${pad(d.month)}`;

/**
 * The value of an `<input type="datetime-local">` showing `instant` on the zone's clock,
 * `YYYY-MM-DDTHH:mm` ('' for no instant or an invalid one): the field reads as the agency's time
 * whatever zone the browser is in.
 */
export function toDateTimeLocalIn(instant: Date | number | string | null | undefined, timeZone: string): string {
  if (instant === null || instant === undefined || instant === '') return '';
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return '';
  const wall = wallClockIn(at, timeZone);
  return `${dayLabel(wall)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}

const DATE_TIME_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a `datetime-local` value (`YYYY-MM-DDTHH:mm[:ss]`) means on the zone's clock, as an
 * ISO string; null for '' or anything that is not a real date and time (a 31 April, a 24:00).
 */
export function fromDateTimeLocalIn(value: string, timeZone: string): string | null {
  const match = DATE_TIME_LOCAL.exec(value.trim());
  if (!match) return null;
  const part = (i: number) => Number(match[i] ?? 0);
  const wall = { year: part(1), month: part(2), day: part(3), hour: part(4), minute: part(5), second: part(6) };
  const calendar = calendarDate(wall.year, wall.month, wall.day);
  const real = calendar.month === wall.month && calendar.day === wall.day && wall.hour < 24 && wall.minute < 60;
  return real && wall.second < 60 ? instantOfWallClock(wall, timeZone).toISOString() : null;
}

/** The local day of an instant in `timeZone`, as `YYYY-MM-DD`. */
export const dayKeyIn = (instant: Date | number, timeZone: string) => dayLabel(localDateOf(instant, timeZone));

export const isSameDayIn = (a: Date | number, b: Date | number, timeZone: string) =>
  dayKeyIn(a, timeZone) === dayKeyIn(b, timeZone);

/** [start, end) of today in the zone: 24 h long, or 23 h / 25 h on a day the clock changes. */
export function todayRange(timeZone: string, now = new Date()) {
  const today = localDateOf(now, timeZone);
  return { start: startOfLocalDay(today, timeZone), end: startOfLocalDay(addDays(today, 1), timeZone) };
}

/** Milliseconds from `now` until the next `hour`:00 on the zone's wall clock, strictly after `now`. */
export function msUntilNextHourIn(now: Date, hour: number, timeZone: string): number {
  const today = localDateOf(now, timeZone);
  let next = instantOfWallClock({ ...today, hour }, timeZone).getTime();
  if (next <= now.getTime()) next = instantOfWallClock({ ...addDays(today, 1), hour }, timeZone).getTime();
  return next - now.getTime();
}
