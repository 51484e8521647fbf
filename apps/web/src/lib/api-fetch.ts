import { endsSession, LOGIN_PATH } from '@crm/contracts/zod-free';
import { ApiError, NoConnectionError } from './api-error';
import { getSession, getToken, logout, updateSessionUser } from './session';

/**
 * The api client's core, free of the route table and zod so the sign-in page can post with it
 * (`postJson`); `apiRequest` (api-client.ts) types every other call by its contract route.
 */
export interface FetchTarget {
  method: string;
  url: string;
  /** Public routes (the login call, health) travel without a token; every other call carries it. */
  withToken: boolean;
  body?: unknown;
  /** Extra headers (an outbox change's Idempotency-Key). */
  headers?: Record<string, string>;
}

export async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function requirePasswordChange() {
  const user = getSession()?.user;
  if (user && !user.mustChangePassword) updateSessionUser({ ...user, mustChangePassword: true });
}

let held: Promise<void> | null = null;

/**
 * Holds every call until `until` settles (main.tsx: the first screen has painted). The first
 * screen's queries start in effects that run before the browser paints; on a phone their dozen
 * fetch() calls then delay the first paint, while the answers cannot draw before it anyway.
 */
export function holdRequestsUntil(until: Promise<void>) {
  const release = until.then(() => {
    if (held === release) held = null;
  });
  held = release;
}

/**
 * Resolves when held calls go (at once when none are held): for another load the first screen does
 * not draw with, such as a module its rows need (lib/use-phone-display.ts).
 */
export const whenRequestsGo = (): Promise<void> => held ?? Promise.resolve();

const noAnswerListeners = new Set<() => void>();

/**
 * Called whenever a call gets no answer from the server (the network failed under it); the offline
 * layer (lib/offline/connectivity.ts) then treats the app as offline until the server answers again.
 */
export function onNoAnswer(listener: () => void): () => void {
  noAnswerListeners.add(listener);
  return () => noAnswerListeners.delete(listener);
}

/** Sends one call; a non-2xx answer throws an ApiError (after ending the session when it is gone). */
export async function sendRequest({ method, url, withToken, body, headers: extra }: FetchTarget): Promise<Response> {
  if (held) await held;
  const headers = new Headers({ ...extra, Accept: 'application/json' });
  const token = getToken();
  if (token && withToken) headers.set('Authorization', `Bearer ${token}`);
  const init: RequestInit = { method, headers };
  if (body instanceof FormData) {
    init.body = body; // multipart: the browser sets the type with its boundary
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(body);
  }

  // A change made without a network is refused at once (the outbox's changes wait instead).
  if (method !== 'GET' && typeof navigator !== 'undefined' && navigator.onLine === false) throw new NoConnectionError();
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    // No answer at all (one bar of signal, a lift): the browser may still say it is online.
    for (const listener of noAnswerListeners) listener();
    throw new NoConnectionError({ cause: err });
  }
  if (res.ok) return res;

  const error = new ApiError(res.status, (await readJson(res)) as Record<string, unknown> | undefined);
  // The session is gone (expired, ended by a password change, deactivated): except for a failed sign-in itself.
  if (endsSession(error.code) && url !== LOGIN_PATH) {
    logout();
  }
  // The server holds the user until they replace a password someone else chose: marking the session
  // lets the route guard open that screen.
  if (error.code === 'PASSWORD_CHANGE_REQUIRED') requirePasswordChange();
  throw error;
}

/** A JSON POST to a public route (the sign-in), typed by the caller from the contract's types. */
export async function postPublicJson<TResponse>(url: string, body: unknown): Promise<TResponse> {
  const res = await sendRequest({ method: 'POST', url, withToken: false, body });
  return (await readJson(res)) as TResponse;
}
