import { CREATED_GROUPS, CREATED_WINDOWS } from '@crm/contracts';
import { dateFormat } from '../../../lib/i18n/format';

export type CreatedGroup = (typeof CREATED_GROUPS)[number];

export const GROUP_OPTIONS: { value: CreatedGroup; label: string }[] = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
];

/** The query of one chart window: 30 days, 12 weeks or 12 months (spec section 9). */
export function createdWindowQuery(groupBy: CreatedGroup) {
  if (groupBy === 'week') return { groupBy, weeks: CREATED_WINDOWS.week };
  if (groupBy === 'month') return { groupBy, months: CREATED_WINDOWS.month };
  return { groupBy, days: CREATED_WINDOWS.day };
}

/** 'YYYY-MM-DD' (a day, or the Monday of a week) or 'YYYY-MM' as a local date, no time-zone shift. */
export function parseBucket(label: string): Date | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(label);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, match[3] ? Number(match[3]) : 1);
}

/**
 * The short axis tick: "3 May" for days and weeks, "May" for months, with the year ("Jan 2026")
 * on January and on the first tick, so twelve months across a new year stay unambiguous.
 */
export function bucketTick(label: string, groupBy: CreatedGroup, { first = false, locale }: TickOptions = {}): string {
  const date = parseBucket(label);
  if (!date) return label;
  const withYear = groupBy === 'month' && (first || date.getMonth() === 0);
  const options: Intl.DateTimeFormatOptions =
    groupBy === 'month'
      ? { month: 'short', year: withYear ? 'numeric' : undefined }
      : { day: 'numeric', month: 'short' };
  return dateFormat(locale, options).format(date);
}

interface TickOptions {
  /** The leftmost tick (in reading order) carries the year. */
  first?: boolean;
  locale?: string;
}

/** The tooltip title: "Sun, 9 Mar 2025", "Week of 5 May 2025", "May 2025". */
export function bucketTitle(
  label: string,
  groupBy: CreatedGroup,
  locale?: string,
  weekOf: (day: string) => string = (day) => `Week of ${day}`,
): string {
  const date = parseBucket(label);
  if (!date) return label;
  if (groupBy === 'month') return dateFormat(locale, { month: 'long', year: 'numeric' }).format(date);
  const day = dateFormat(locale, {
    weekday: groupBy === 'day' ? 'short' : undefined,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(date);
  return groupBy === 'week' ? weekOf(day) : day;
}

export const seriesTotal = (data: { count: number }[]) => data.reduce((sum, point) => sum + point.count, 0);

/**
 * The most x-axis labels that read apart: a label is about "30 Sep" wide, its Arabic twice that,
 * and a phone's chart is under 300 px.
 */
export const MOST_TICKS = { wide: 7, narrow: 4 } as const;

/** Labels skipped between two shown ones, so at most `most` show: 30 days, 7 at most -> every 5th day. */
export const tickInterval = (points: number, most: number = MOST_TICKS.wide) =>
  Math.max(0, Math.ceil(points / most) - 1);
