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

/** The chosen locale tag; re-renders when the language or the digits change. */
export const useLocale = () => useSyncExternalStore(subscribePreferences, currentTag, currentTag);

/**
 * Building an `Intl` formatter costs far more than using one (on a mid-range phone, a screen that
 * built its own per component spent a noticeable share of its first render there): each one is
 * made once per locale and options, on first use, and shared.
 */
type IntlFormatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.ListFormat;
const intlCache = new Map<string, IntlFormatter>();
function cached<T extends IntlFormatter>(key: string, make: () => T): T {
  let formatter = intlCache.get(key) as T | undefined;
  if (!formatter) intlCache.set(key, (formatter = make()));
  return formatter;
}
export const dateFormat = (locale: string | undefined, options: Intl.DateTimeFormatOptions) =>
  cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
export const relativeTimeFormat = (locale: string | undefined) =>
  cached(`r|${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
const listFormat = (locale: string, type: Intl.ListFormatType) =>
  cached(`l|${type}|${locale}`, () => new Intl.ListFormat(locale, { style: 'long', type }));
const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

const valid = (value: Date | string) => {
  const d = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(d.getTime()) ? null : d;
};

/** Formatters for one locale: dates, times, numbers, prices (EGP) and percentages. */
export function formatters(locale: string) {
  const formatDate = (options: Intl.DateTimeFormatOptions) => (v: Date | string) => {
    const d = valid(v);
    return d ? dateFormat(locale, options).format(d) : '';
  };
  return {
    locale,
    number: (n: number) => numberFormat(locale).format(n),
    /** "A, B or C" in the language (`and` for "A, B and C"). */
    list: (items: string[], type: Intl.ListFormatType = 'disjunction') => listFormat(locale, type).format(items),
    /** A whole percentage given as 0-100. */
    percent: (n: number) => numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(n / 100),
    price: (n: number) =>
      numberFormat(locale, { style: 'currency', currency: 'EGP', maximumFractionDigits: 0 }).format(n),
    date: formatDate({ dateStyle: 'medium' }),
    dateTime: formatDate({ dateStyle: 'medium', timeStyle: 'short' }),
    time: formatDate({ hour: '2-digit', minute: '2-digit' }),
    longDate: formatDate({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  };
}

export type Formatters = ReturnType<typeof formatters>;

/** `const fmt = useFormat(); fmt.number(1200)`, in the chosen language. */
export function useFormat(): Formatters {
  const locale = useLocale();
  return useMemo(() => formatters(locale), [locale]);
}
