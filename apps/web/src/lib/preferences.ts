import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';
export type Language = 'en' | 'ar';
/** Western (latn, the default: agencies write prices and phones so) or Arabic-Indic (arab) digits. */
export type Digits = 'latn' | 'arab';
export interface Preferences {
  theme: Theme;
  dir: Direction;
  sidebarCollapsed: boolean;
  lang: Language;
  digits: Digits;
}

/** localStorage keys; public/prefs-init.js reads theme, dir and lang before the first paint. */
export const PREFERENCE_KEYS = {
  theme: 'theme',
  dir: 'dir',
  sidebarCollapsed: 'sidebarCollapsed',
  lang: 'lang',
  digits: 'digits',
} as const;

function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The browser's own language until the person chooses one: an Arabic phone (`ar-EG`) opens the
 * portal, the sign-in page first, in Arabic and right to left. public/prefs-init.js decides alike.
 */
function browserLanguage(): Language {
  const first = (typeof navigator === 'undefined' ? '' : (navigator.languages?.[0] ?? navigator.language)) ?? '';
  return first.toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

/** Whether the person chose a language on this device (else the browser's is used). */
export const hasChosenLanguage = () => {
  const stored = safeGet(PREFERENCE_KEYS.lang);
  return stored === 'ar' || stored === 'en';
};

export function readPreferences(): Preferences {
  const storedLang = safeGet(PREFERENCE_KEYS.lang);
  const lang: Language = storedLang === 'ar' || storedLang === 'en' ? storedLang : browserLanguage();
  const storedDir = safeGet(PREFERENCE_KEYS.dir);
  return {
    theme: safeGet(PREFERENCE_KEYS.theme) === 'dark' ? 'dark' : 'light',
    dir: storedDir === 'rtl' || storedDir === 'ltr' ? storedDir : lang === 'ar' ? 'rtl' : 'ltr',
    sidebarCollapsed: safeGet(PREFERENCE_KEYS.sidebarCollapsed) === 'true',
    lang,
    digits: safeGet(PREFERENCE_KEYS.digits) === 'arab' ? 'arab' : 'latn',
  };
}

export function applyPreferences({ theme, dir, lang }: Preferences) {
  const root = document.documentElement;
  root.setAttribute('data-theme', theme);
  root.setAttribute('dir', dir);
  root.setAttribute('lang', lang);
}

let current: Preferences | undefined;
const listeners = new Set<() => void>();

export const getPreferences = () => (current ??= readPreferences());

export function setPreferences(change: Partial<Preferences>) {
  current = { ...getPreferences(), ...change };
  try {
    localStorage.setItem(PREFERENCE_KEYS.theme, current.theme);
    localStorage.setItem(PREFERENCE_KEYS.dir, current.dir);
    localStorage.setItem(PREFERENCE_KEYS.sidebarCollapsed, String(current.sidebarCollapsed));
    localStorage.setItem(PREFERENCE_KEYS.lang, current.lang);
    localStorage.setItem(PREFERENCE_KEYS.digits, current.digits);
  } catch {
    // Private mode without storage: the choice still holds for this visit.
  }
  applyPreferences(current);
  listeners.forEach((listener) => listener());
}

/** Reads storage again (tests, after clearing it). */
export function reloadPreferences() {
  current = readPreferences();
  listeners.forEach((listener) => listener());
}

export const subscribePreferences = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function usePreferences() {
  const prefs = useSyncExternalStore(subscribePreferences, getPreferences, getPreferences);
  return {
    ...prefs,
    toggleTheme: () => setPreferences({ theme: prefs.theme === 'dark' ? 'light' : 'dark' }),
    toggleDir: () => setPreferences({ dir: prefs.dir === 'rtl' ? 'ltr' : 'rtl' }),
    toggleSidebar: () => setPreferences({ sidebarCollapsed: !prefs.sidebarCollapsed }),
    toggleDigits: () => setPreferences({ digits: prefs.digits === 'arab' ? 'latn' : 'arab' }),
  };
}
