import { buildPath, type RouteDef, type RouteRequest, type RouteResponse } from '@crm/contracts';
import { IDEMPOTENCY_HEADER } from '@crm/contracts/zod-free';
import { readJson, sendRequest } from './api-fetch';

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

function send(route: RouteDef, request: LooseRequest = {}, headers?: Record<string, string>): Promise<Response> {
  return sendRequest({
    method: route.method,
    url: buildUrl(route, request),
    withToken: route.roles !== 'public',
    body: request.body,
    headers,
  });
}

/** Calls one contract route; typed by its params, query, body and response schemas. */
export async function apiRequest<R extends RouteDef>(
  route: R,
  ...[request]: RequestArgs<R>
): Promise<RouteResponse<R>> {
  const res = await send(route, request as LooseRequest | undefined);
  return (await readJson(res)) as RouteResponse<R>;
}

/**
 * Calls a route that takes an Idempotency-Key: however often the same change is sent (a retry after
 * the signal dropped mid-answer), the server applies it once and answers the first answer again.
 */
export async function apiRequestOnce<R extends RouteDef>(
  route: R,
  idempotencyKey: string,
  ...[request]: RequestArgs<R>
): Promise<RouteResponse<R>> {
  const res = await send(route, request as LooseRequest | undefined, { [IDEMPOTENCY_HEADER]: idempotencyKey });
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
