import type { i18n as I18n } from 'i18next';

/**
 * i18next's `t` resolves every call in full (namespaces, fallbacks, plural and interpolation
 * settings): about 1.5 ms a call on a phone, and a list asks for the same labels in every row. This
 * answers the calls the portal's catalogs need (a key, `{{name}}` values, `count` plurals,
 * `defaultValue`) from the loaded catalogs, and returns undefined for anything else, which then
 * goes to i18next. `fast-translate.test.ts` holds it equal to i18next over every key of both catalogs.
 */

/** Options that change how i18next resolves a key: such calls always go to i18next. */
const I18NEXT_OPTIONS = new Set([
  'context',
  'ordinal',
  'lng',
  'lngs',
  'ns',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'replace',
  'interpolation',
  'postProcess',
  'keyPrefix',
  'skipInterpolation',
  'fallbackLng',
  'nsSeparator',
  'keySeparator',
]);

const PLACEHOLDER = /\{\{(.*?)\}\}/g;
const SIMPLE_NAME = /^\w+$/;

type Options = Record<string, unknown>;

/** `languages`: the one asked for, then its fallbacks (as i18next's `fallbackLng`). */
export function fastTranslator(i18n: I18n, languages: readonly string[]) {
  const templates = new Map<string, string | null>();
  const pluralRules = new Map<string, Intl.PluralRules>();

  const template = (lng: string, key: string) => {
    const cacheKey = `${lng}\u0000${key}`;
    let text = templates.get(cacheKey);
    if (text === undefined) {
      const found: unknown = i18n.getResource(lng, 'translation', key);
      text = typeof found === 'string' ? found : null;
      templates.set(cacheKey, text);
    }
    return text;
  };
  const pluralOf = (lng: string, count: number) => {
    let rules = pluralRules.get(lng);
    if (!rules) pluralRules.set(lng, (rules = new Intl.PluralRules(lng)));
    return rules.select(count);
  };
  const find = (key: string, count: number | undefined) => {
    for (const lng of languages) {
      const candidates =
        count === undefined ? [key] : [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralOf(lng, count)}`, key];
      for (const candidate of candidates) {
        const text = template(lng, candidate);
        if (text !== null) return text;
      }
    }
    return null;
  };

  return (key: string, options?: Options): string | undefined => {
    if (options && Object.keys(options).some((name) => I18NEXT_OPTIONS.has(name))) return undefined;
    const count = options?.count;
    if (count !== undefined && typeof count !== 'number') return undefined;
    const text = find(key, count);
    if (text === null) {
      const fallback = options?.defaultValue;
      return typeof fallback === 'string' && !fallback.includes('{{') ? fallback : undefined;
    }
    if (!text.includes('{{')) return text.includes('$t(') ? undefined : text;
    if (!options || text.includes('$t(')) return undefined;
    let exact = true;
    const filled = text.replace(PLACEHOLDER, (whole, name: string) => {
      const value = options[name];
      if (!SIMPLE_NAME.test(name) || (typeof value !== 'string' && typeof value !== 'number')) exact = false;
      return String(value);
    });
    return exact ? filled : undefined;
  };
}
