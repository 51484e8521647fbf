import {
  buildPath,
  contract,
  endsSession,
  PASSWORD_CHANGE_REQUIRED,
  type RouteDef,
  type RouteRequest,
  type RouteResponse,
} from '@crm/contracts';
import { ApiError } from './api-error';
import { getSession, getToken, logout, updateSessionUser } from './session';

/** The request argument is optional when the route declares nothing that must be sent. */
type RequestArgs<R> = object extends RouteRequest<R> ? [request?: RouteRequest<R>] : [request: RouteRequest<R>];

interface LooseRequest {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: unknown;
}

export function buildUrl(route: RouteDef, request: LooseRequest = {}): string {
  const path = buildPath(route.path, request.params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(request.query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === undefined || v === null || v === '') continue;
      search.append(key, String(v));
    }
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Public routes (the login call, health) travel without a token; every other call carries it. */
const needsToken = (route: RouteDef) => route.roles !== 'public';

async function readJson(res: Response): Promise<unknown> {
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

async function send(route: RouteDef, request: LooseRequest = {}): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = getToken();
  if (token && needsToken(route)) headers.set('Authorization', `Bearer ${token}`);
  const init: RequestInit = { method: route.method, headers };
  if (request.body instanceof FormData) {
    init.body = request.body; // multipart: the browser sets the type with its boundary
  } else if (request.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(request.body);
  }

  const res = await fetch(buildUrl(route, request), init);
  if (res.ok) return res;

  const error = new ApiError(res.status, (await readJson(res)) as Record<string, unknown> | undefined);
  // The session is gone (expired, ended by a password change, deactivated): except for a failed sign-in itself.
  if (endsSession(error.code) && route.path !== contract.auth.login.path) {
    logout();
  }
  // The server holds the user until they replace a password someone else chose: marking the session
  // lets the route guard open that screen.
  if (error.code === PASSWORD_CHANGE_REQUIRED) requirePasswordChange();
  throw error;
}

/** Calls one contract route; typed by its params, query, body and response schemas. */
export async function apiRequest<R extends RouteDef>(
  route: R,
  ...[request]: RequestArgs<R>
): Promise<RouteResponse<R>> {
  const res = await send(route, request as LooseRequest | undefined);
  return (await readJson(res)) as RouteResponse<R>;
}

/** Sends one file to an upload route (multipart, in the route's `upload.field`); answers its response. */
export async function uploadFile<R extends RouteDef & { upload: { field: string } }>(
  route: R,
  file: Blob,
): Promise<RouteResponse<R>> {
  const body = new FormData();
  body.append(route.upload.field, file);
  const res = await send(route, { body });
  return (await readJson(res)) as RouteResponse<R>;
}

/** Downloads a file route (an xlsx export) with the bearer token and saves it as `filename`. */
export async function downloadFile<R extends RouteDef>(route: R, filename: string, ...[request]: RequestArgs<R>) {
  const res = await send(route, request as LooseRequest | undefined);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download asynchronously; free the blob a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
