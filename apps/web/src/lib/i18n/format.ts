import { useMemo, useSyncExternalStore } from 'react';
import { getPreferences, subscribePreferences, type Digits, type Language } from '../preferences';

/**
 * The BCP 47 tag every `Intl` formatter gets: Egyptian Arabic with Western digits by default
 * (`ar-EG-u-nu-latn`), Arabic-Indic digits when that preference is on; US English otherwise.
 */
export function localeTag(lang: Language, digits: Digits = 'latn'): string {
  if (lang === 'ar') return digits === 'arab' ? 'ar-EG' : 'ar-EG-u-nu-latn';
  return digits === 'arab' ? 'en-US-u-nu-arab' : 'en-US';
}

const currentTag = () => {
  const { lang, digits } = getPreferences();
  return localeTag(lang, digits);
};

/** The locale tag now, for code outside components. */
export const currentLocale = currentTag;

/** The chosen locale tag; re-renders when the language or the digits change. */
export const useLocale = () => useSyncExternalStore(subscribePreferences, currentTag, currentTag);

/** Formatters for one locale: dates, times, numbers, prices (EGP) and percentages. */
export function formatters(locale: string) {
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const price = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EGP', maximumFractionDigits: 0 });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  const longDate = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const valid = (value: Date | string) => {
    const d = typeof value === 'string' ? new Date(value) : value;
    return Number.isNaN(d.getTime()) ? null : d;
  };
  return {
    locale,
    number: (n: number) => number.format(n),
    /** A whole percentage given as 0-100. */
    percent: (n: number) => percent.format(n / 100),
    price: (n: number) => price.format(n),
    date: (v: Date | string) => (valid(v) ? date.format(valid(v)!) : ''),
    dateTime: (v: Date | string) => (valid(v) ? dateTime.format(valid(v)!) : ''),
    time: (v: Date | string) => (valid(v) ? time.format(valid(v)!) : ''),
    longDate: (v: Date | string) => (valid(v) ? longDate.format(valid(v)!) : ''),
  };
}

export type Formatters = ReturnType<typeof formatters>;

/** `const fmt = useFormat(); fmt.number(1200)`, in the chosen language. */
export function useFormat(): Formatters {
  const locale = useLocale();
  return useMemo(() => formatters(locale), [locale]);
}
