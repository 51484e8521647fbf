import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';
export interface Preferences {
  theme: Theme;
  dir: Direction;
  sidebarCollapsed: boolean;
}

/** localStorage keys; public/prefs-init.js reads the first two before the first paint. */
export const PREFERENCE_KEYS = { theme: 'theme', dir: 'dir', sidebarCollapsed: 'sidebarCollapsed' } as const;

function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function readPreferences(): Preferences {
  return {
    theme: safeGet(PREFERENCE_KEYS.theme) === 'dark' ? 'dark' : 'light',
    dir: safeGet(PREFERENCE_KEYS.dir) === 'rtl' ? 'rtl' : 'ltr',
    sidebarCollapsed: safeGet(PREFERENCE_KEYS.sidebarCollapsed) === 'true',
  };
}

export function applyPreferences({ theme, dir }: Preferences) {
  const root = document.documentElement;
  root.setAttribute('data-theme', theme);
  root.setAttribute('dir', dir);
}

let current: Preferences | undefined;
const listeners = new Set<() => void>();

const getPreferences = () => (current ??= readPreferences());

export function setPreferences(change: Partial<Preferences>) {
  current = { ...getPreferences(), ...change };
  try {
    localStorage.setItem(PREFERENCE_KEYS.theme, current.theme);
    localStorage.setItem(PREFERENCE_KEYS.dir, current.dir);
    localStorage.setItem(PREFERENCE_KEYS.sidebarCollapsed, String(current.sidebarCollapsed));
  } catch {
    // Private mode without storage: the choice still holds for this visit.
  }
  applyPreferences(current);
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function usePreferences() {
  const prefs = useSyncExternalStore(subscribe, getPreferences, getPreferences);
  return {
    ...prefs,
    toggleTheme: () => setPreferences({ theme: prefs.theme === 'dark' ? 'light' : 'dark' }),
    toggleDir: () => setPreferences({ dir: prefs.dir === 'rtl' ? 'ltr' : 'rtl' }),
    toggleSidebar: () => setPreferences({ sidebarCollapsed: !prefs.sidebarCollapsed }),
  };
}
