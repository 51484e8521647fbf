import { relativeTimeFormat } from './i18n/format';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * How long ago (or how soon) `at` is from `now`, in the locale's words: "just now", "5 minutes
 * ago", "yesterday", "3 weeks ago", "in 2 hours". A duration, so it needs no time zone.
 */
export function relativeTime(at: string | Date, now: Date, locale: string): string {
  const diff = new Date(at).getTime() - now.getTime();
  const format = relativeTimeFormat(locale);
  // Intl says "now"; English readers expect "just now".
  if (Math.abs(diff) < 60_000) return locale.startsWith('en') ? 'just now' : format.format(0, 'second');
  const [unit, size] = UNITS.find(([, ms]) => Math.abs(diff) >= ms)!;
  return format.format(Math.round(diff / size), unit);
}
