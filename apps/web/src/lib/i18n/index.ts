import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { getPreferences, setPreferences, type Language } from '../preferences';
import { en, type Catalog } from './en';

export type { Catalog } from './en';
export type { Language } from '../preferences';

/**
 * The portal's texts. English is bundled (the default, the spec's texts); Arabic is its own chunk,
 * fetched only when Arabic is chosen (or stored), so an English first visit pays nothing for it.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
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

/** `const { t } = useT()`: keys are typed from the English catalog. */
export const useT = () => useTranslation();

/** For code outside components (toasts' texts built in hooks, error messages). */
export const t = i18n.t.bind(i18n);

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
      const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1]]));
      return i18n.t(`messages.${patternKey}` as 'messages.atMost', values);
    }
  }
  return text;
}
