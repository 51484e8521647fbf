import { useSyncExternalStore } from 'react';
import i18next from 'i18next';
import { getPreferences, setPreferences, type Language } from '../preferences';
import { en, type Catalog } from './en';
import { fastTranslator } from './fast-translate';
import { isolateValue } from './isolate';

export type { Language } from '../preferences';

/**
 * The portal's texts. English is bundled (the default, the spec's texts); Arabic is its own chunk,
 * fetched only when Arabic is chosen (or stored), so an English first visit pays nothing for it.
 */
export const i18n = i18next.createInstance();

/** The language whose texts stand in for one a catalog lacks. */
const FALLBACK: Language = 'en';

void i18n.init({
  lng: 'en',
  fallbackLng: FALLBACK,
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
  initAsync: false,
});

const loaders: Record<Exclude<Language, 'en'>, () => Promise<Catalog>> = {
  ar: () => import('./ar').then((m) => m.ar),
};

async function ensureLoaded(lang: Language) {
  if (lang === 'en' || i18n.hasResourceBundle(lang, 'translation')) return;
  i18n.addResourceBundle(lang, 'translation', await loaders[lang](), true, true);
}

/**
 * Switches the language: loads its catalog, stores the choice, sets `<html lang>` and turns the
 * direction with it (Arabic reads right to left; the direction switch still works on its own).
 */
export async function setLanguage(lang: Language) {
  await ensureLoaded(lang);
  setPreferences({ lang, dir: lang === 'ar' ? 'rtl' : 'ltr' });
  await i18n.changeLanguage(lang);
}

/** At start-up: the stored language, its catalog loaded before the first render. */
export async function initLanguage() {
  const { lang } = getPreferences();
  await ensureLoaded(lang);
  await i18n.changeLanguage(lang);
}

type Translate = typeof i18n.t;

/**
 * One translate function per language. What the portal's catalogs need is answered from the loaded
 * catalogs, each text looked up once (fast-translate.ts); anything else goes to i18next. A list
 * screen asks for the same labels in every row, and i18next's full resolution on each call cost a
 * phone about 150–250 ms per screen load.
 */
const translators = new Map<string, Translate>();

/** i18next's own options, never put into a sentence. */
const NOT_VALUES = new Set(['defaultValue', 'lng', 'lngs', 'ns', 'context', 'keyPrefix', 'count']);

/** The values of a call, each isolated when it reads against the language (isolate.ts). */
function isolated(options: unknown, language: string): unknown {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return options;
  const entries = Object.entries(options as Record<string, unknown>);
  if (!entries.some(([name, value]) => typeof value === 'string' && !NOT_VALUES.has(name))) return options;
  return Object.fromEntries(
    entries.map(([name, value]) => [name, NOT_VALUES.has(name) ? value : isolateValue(value, language)]),
  );
}
function translatorFor(language: string): Translate {
  let translate = translators.get(language);
  if (!translate) {
    const fast = fastTranslator(i18n, language === FALLBACK ? [FALLBACK] : [language, FALLBACK]);
    const resolve = i18n.t as unknown as (...args: unknown[]) => string;
    translate = ((key: unknown, ...rest: unknown[]) => {
      const options = isolated(rest[0], language);
      if (rest.length) rest[0] = options;
      const simple =
        typeof key === 'string' &&
        rest.length <= 1 &&
        (options === undefined || (typeof options === 'object' && options !== null));
      const text = simple ? fast(key, options as Record<string, unknown> | undefined) : undefined;
      if (text !== undefined) return text;
      // In this translator's language, also when called after the language changed.
      if (rest.length === 0) return resolve(key, { lng: language });
      if (simple && options) return resolve(key, { ...options, lng: language });
      return resolve(key, ...rest);
    }) as unknown as Translate;
    translators.set(language, translate);
  }
  return translate;
}

// A catalog added later (Arabic) changes what a language's keys resolve to: start its map afresh.
i18n.store.on('added', (language: string) => translators.delete(language));

const subscribeLanguage = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};
const currentLanguage = () => i18n.language;

/**
 * `const { t } = useT()`: keys are typed from the English catalog. The component draws again when
 * the language changes (and `t` is then a new function, for memos that depend on it).
 */
export function useT() {
  const language = useSyncExternalStore(subscribeLanguage, currentLanguage);
  return { t: translatorFor(language), language };
}

/** For code outside components (toasts' texts built in hooks, error messages). */
export const t = ((...args: unknown[]) =>
  (translatorFor(i18n.language) as unknown as (...a: unknown[]) => string)(...args)) as unknown as Translate;

/** English text from a model or a contract ("Name is required") shown in the current language when the catalog has it. */
const byEnglish = new Map<string, string>(Object.entries(en.messages).map(([key, text]) => [text, key]));

/** Sentences built with numbers or names ("At most 200 characters", "Moves from North"): matched as patterns. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const byPattern = Object.entries(en.messages as Record<string, string>)
  .filter(([, text]) => text.includes('{{'))
  .map(([key, text]) => {
    const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
    const source = text
      .split(/\{\{\w+\}\}/)
      .map(escapeRegExp)
      .join('(.+?)');
    return { key, names, pattern: new RegExp(`^${source}$`) };
  });

export function translateText(text: string): string;
export function translateText(text: string | null | undefined): string | null | undefined;
export function translateText(text: string | null | undefined) {
  if (!text) return text;
  const key = byEnglish.get(text);
  if (key) return i18n.t(`messages.${key}` as 'messages.loginFailed');
  for (const { key: patternKey, names, pattern } of byPattern) {
    const match = pattern.exec(text);
    if (match) {
      // A value may be a known sentence itself ("Too easy to guess: <why>"): it is translated too.
      const values = Object.fromEntries(names.map((name, i) => [name, translateText(match[i + 1])]));
      return i18n.t(`messages.${patternKey}` as 'messages.atMost', values);
    }
  }
  return text;
}
