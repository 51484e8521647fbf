import type { User } from '@crm/contracts';
import { ROLES, SESSION_USER_FIELDS } from '@crm/contracts/zod-free';
import { hardNavigate } from './hard-navigate';
import { clearOfflineData } from './offline/offline-store';
import { forgetShellSnapshot } from './shell-snapshot-store';

/** Storage keys of the session (spec section 4). */
export const USER_KEY = 'user';
export const TOKEN_KEY = 'token';

export type SessionUser = User;
export interface Session {
  user: SessionUser;
  token: string;
}

const isSessionUser = (value: unknown): value is SessionUser => {
  if (!value || typeof value !== 'object') return false;
  const user = value as Partial<SessionUser>;
  return typeof user._id === 'string' && typeof user.name === 'string' && ROLES.includes(user.role as never);
};

const USER_FIELDS = new Set<string>(SESSION_USER_FIELDS);

/**
 * Only the fields the contract declares are kept in the browser: a user stored by an older build
 * (which once carried the password hash) loses everything else the first time it is read.
 */
const onlyUserFields = <T extends object>(user: T): T =>
  Object.fromEntries(Object.entries(user).filter(([key]) => USER_FIELDS.has(key))) as T;

/** Reads the stored session: an unparsable user or a missing token means signed out. */
export function readSession(storage: Storage = localStorage): Session | null {
  try {
    const token = storage.getItem(TOKEN_KEY);
    const raw = storage.getItem(USER_KEY);
    if (!token || !raw) return null;
    const stored: unknown = JSON.parse(raw);
    if (!isSessionUser(stored)) return null;
    const user = onlyUserFields(stored);
    if (Object.keys(user).length !== Object.keys(stored).length) storage.setItem(USER_KEY, JSON.stringify(user));
    return { user, token };
  } catch {
    return null;
  }
}

let current: Session | null | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function getSession(): Session | null {
  if (current === undefined) current = readSession();
  return current;
}

export const getToken = () => getSession()?.token ?? null;

/** Re-reads storage (start-up, another tab signing in or out). */
export function reloadSession() {
  current = readSession();
  emit();
}

export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function login(token: string, signedIn: SessionUser) {
  const user = onlyUserFields(signedIn);
  // Another person signing in on this device never sees what the last one kept for offline use.
  // (IndexedDB runs this clear before any later write to the store.)
  if (getSession()?.user._id !== user._id) {
    void clearOfflineData();
    forgetShellSnapshot();
  }
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  current = { token, user };
  emit();
}

/** Keeps the stored user fresh (role, name) after `GET /api/auth/me`. */
export function updateSessionUser(fresh: SessionUser) {
  const user = onlyUserFields(fresh);
  const session = getSession();
  if (!session) return;
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  current = { token: session.token, user };
  emit();
}

export function clearSession() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  forgetShellSnapshot();
  current = null;
  emit();
}

/**
 * Signs out everywhere in this browser and reloads the app on the login page, leaving nothing of
 * the person's leads readable on the device (the offline copy and unsent changes go too).
 */
export function logout() {
  clearSession();
  void clearOfflineData()
    .catch(() => undefined)
    .finally(() => hardNavigate('/login'));
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === USER_KEY || event.key === TOKEN_KEY) reloadSession();
  });
}
