import { addDays, instantOfWallClock, localDateOf, weekdayOf, type LocalDate } from './agency-time';

/**
 * The agency's working hours and arithmetic in working time (speed-to-lead): pure, on the agency's
 * clock (./agency-time), shared by the API (deadlines, the dashboard's medians) and the web (the
 * overdue badge), so both reckon the same minutes.
 */

/** Sunday = 0 ... Saturday = 6, as Date#getUTCDay counts. */
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** One working span of a weekday, in minutes after local midnight: [start, end). */
export interface WorkingSpan {
  day: number;
  start: number;
  end: number;
}
/** At most one span per weekday; a weekday without one is a day off. */
export type WorkingHours = WorkingSpan[];

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;
const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
};

/**
 * Reads `Sun-Thu 09:00-18:00` or several groups, `Sun-Wed 09:00-18:00, Thu 09:00-14:00`. A day
 * range wraps the week (`Sat-Wed`). Throws an Error saying what is wrong.
 */
export function parseWorkingHours(text: string): WorkingHours {
  const spans: WorkingHours = [];
  const groups = text.split(/[,;]/).map((g) => g.trim());
  if (groups.every((g) => !g)) throw new Error('no working hours given');
  for (const group of groups) {
    const match = /^([A-Za-z]{3})(?:\s*-\s*([A-Za-z]{3}))?\s+(\S+)\s*-\s*(\S+)$/.exec(group);
    if (!match) throw new Error(`"${group}": expected days and hours like Sun-Thu 09:00-18:00`);
    const [, first, last, from, to] = match;
    const dayIndex = (name: string) => {
      const i = WEEKDAYS.findIndex((d) => d.toLowerCase() === name.toLowerCase());
      if (i < 0) throw new Error(`"${name}" is not a day (use ${WEEKDAYS.join(', ')})`);
      return i;
    };
    if (!TIME.test(from!) || !TIME.test(to!)) throw new Error(`"${group}": hours must be HH:MM (00:00 to 24:00)`);
    const start = toMinutes(from!);
    const end = toMinutes(to!);
    if (end <= start) throw new Error(`"${group}": the end must be after the start`);
    const firstDay = dayIndex(first!);
    const lastDay = last ? dayIndex(last) : firstDay;
    for (let i = 0, day = firstDay; i < 7; i++, day = (day + 1) % 7) {
      if (spans.some((s) => s.day === day)) throw new Error(`${WEEKDAYS[day]} is given twice`);
      spans.push({ day, start, end });
      if (day === lastDay) break;
    }
  }
  return spans.sort((a, b) => a.day - b.day);
}

const MINUTE = 60_000;
const DAY_MS = 86_400_000;

/**
 * Working time in one zone: the spans of each local day as instants, worked out once per day (a
 * dashboard reckons thousands of leads over the same few weeks).
 */
export class WorkingCalendar {
  private readonly byDay = new Map<number, WorkingSpan>();
  private readonly cache = new Map<string, [number, number] | null>();

  constructor(
    hours: WorkingHours,
    private readonly timeZone: string,
  ) {
    for (const span of hours) this.byDay.set(span.day, span);
    if (this.byDay.size === 0) throw new Error('working hours need at least one working day');
  }

  /** The working span of a local day as [start, end) instants in ms, or null on a day off. */
  private spanOf(d: LocalDate): [number, number] | null {
    const key = `${d.year}-${d.month}-${d.day}`;
    if (this.cache.has(key)) return this.cache.get(key)!;
    const span = this.byDay.get(weekdayOf(d));
    const value: [number, number] | null = span
      ? [
          instantOfWallClock({ ...d, minute: span.start }, this.timeZone).getTime(),
          instantOfWallClock({ ...d, minute: span.end }, this.timeZone).getTime(),
        ]
      : null;
    this.cache.set(key, value);
    return value;
  }

  /** The local day an instant falls on, one day early: a span can start on the eve in UTC terms. */
  private firstDayToLook(instant: number): LocalDate {
    return addDays(localDateOf(instant, this.timeZone), -1);
  }

  /** The instant `minutes` working minutes after `from` (a lead at 23:00 Wednesday, 15 min: 09:15 Thursday). */
  addWorkingMinutes(from: Date, minutes: number): Date {
    let left = Math.max(0, minutes) * MINUTE;
    const start = from.getTime();
    // A working week has at least one span of a minute or more: this many days always reach the end.
    const maxDays = 8 + Math.ceil(left / MINUTE) * 7;
    let day = this.firstDayToLook(start);
    for (let i = 0; i < maxDays; i++, day = addDays(day, 1)) {
      const span = this.spanOf(day);
      if (!span || span[1] <= start) continue;
      const begin = Math.max(span[0], start);
      if (left <= span[1] - begin) return new Date(begin + left);
      left -= span[1] - begin;
    }
    throw new Error('working time deadline out of reach');
  }

  /** Working minutes between two instants (0 when `to` is not after `from`). */
  workingMinutesBetween(from: Date, to: Date): number {
    const start = from.getTime();
    const end = to.getTime();
    if (end <= start) return 0;
    let total = 0;
    const lastDay = end + DAY_MS;
    for (let day = this.firstDayToLook(start); ; day = addDays(day, 1)) {
      const span = this.spanOf(day);
      if (span) {
        if (span[0] >= end) break;
        total += Math.max(0, Math.min(span[1], end) - Math.max(span[0], start));
      } else if (Date.UTC(day.year, day.month - 1, day.day) > lastDay) break;
    }
    return total / MINUTE;
  }
}

/** When a lead assigned at `assignedAt` must have been contacted: `slaMinutes` of working time later. */
export function firstContactDueAt(assignedAt: Date, slaMinutes: number, hours: WorkingHours, timeZone: string): Date {
  return new WorkingCalendar(hours, timeZone).addWorkingMinutes(assignedAt, slaMinutes);
}

/** "1 h 20 m": whole working minutes as hours and minutes (the overdue badge). */
export function hoursAndMinutes(minutes: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.floor(minutes));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}
