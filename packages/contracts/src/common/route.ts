import type { z } from 'zod';
import type { Role } from '../auth/roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `'public'` routes need no token (login, health); every other route names the roles it admits. */
export type RouteRoles = readonly Role[] | 'public';

/** JSON bodies of ordinary routes: far above any form, far below what could tie up the server. */
export const DEFAULT_BODY_BYTES = 100_000;

/** A file download (xlsx export) answers bytes, not JSON. */
export const FILE_RESPONSE = 'file' as const;

/** The file types an upload may accept: those the server recognises by their content (magic bytes). */
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/**
 * A route that takes one file as `multipart/form-data`: the file in `field`, at most `maxBytes`
 * (else 413), of one of the `accept` types by its content, whatever its name says (else 415).
 * Other form fields, if any, are parsed by the route's `body` schema.
 */
export interface RouteUpload {
  field: string;
  maxBytes: number;
  accept: readonly UploadType[];
}

/**
 * The request header that names one change (a UUID made when the change is made, kept with it in
 * the outbox): a route marked `idempotent` applies a retried request once and answers the replay
 * with the first answer.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set (`true`) on an answer repeated from the first request that carried the same Idempotency-Key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** What an Idempotency-Key may be: a UUID or another random token of 8 to 100 `[A-Za-z0-9_-]`. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
/**
 * How long a device keeps what its person read and the changes it could not send yet: three days
 * covers a weekend away from signal. A change older than that is dropped on the device, unsent.
 */
export const OFFLINE_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;
/**
 * How long the server remembers a key: longer than a device keeps an unsent change (a day's margin
 * for a phone's wrong clock), so a retry whose first answer was lost is never applied twice.
 */
export const IDEMPOTENCY_KEY_TTL_MS = OFFLINE_MAX_AGE_MS + 24 * 60 * 60 * 1000;

export interface RouteDef {
  method: HttpMethod;
  /** Express-style path, e.g. `/api/users/:id`. */
  path: string;
  summary: string;
  roles: RouteRoles;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType | typeof FILE_RESPONSE;
  /** Largest JSON body accepted; defaults to DEFAULT_BODY_BYTES (only imports and uploads need more). */
  maxBodyBytes?: number;
  /** Defaults to 200 (201 is used for creations). */
  status?: 200 | 201;
  /** Open to a user who must still replace a password someone else chose (every other route answers 403). */
  allowedBeforePasswordChange?: true;
  /** Takes one uploaded file (multipart) instead of a JSON body. */
  upload?: RouteUpload;
  /**
   * Accepts an Idempotency-Key header (IDEMPOTENCY_HEADER): a replay answers the first answer
   * (with `Idempotent-Replayed: true`) instead of applying the change again. For the changes the
   * web's offline outbox may send more than once.
   */
  idempotent?: true;
  /**
   * A GET that may write once (it makes what it answers on first use, like the VAPID keys): it
   * waits for its caller's session check instead of reading beside it (mount-route.ts).
   */
  writesOnFirstUse?: true;
}

/** A domain's routes, keyed by name (`contract.leads`). */
export type RouteGroup = Record<string, RouteDef>;

/** Declares a route; keeps the exact object type so both sides see which parts it has. */
export const defineRoute = <const T extends RouteDef>(route: T): T => route;

type Infer<T> = T extends z.ZodType ? z.infer<T> : never;

export type RouteParams<T> = T extends { params: infer P } ? Infer<P> : Record<string, never>;
export type RouteQuery<T> = T extends { query: infer Q } ? Infer<Q> : Record<string, never>;
export type RouteBody<T> = T extends { body: infer B } ? Infer<B> : undefined;
export type RouteResponse<T> = T extends { response: infer R } ? (R extends z.ZodType ? z.infer<R> : unknown) : never;

/** What a client sends: the input side of each schema (before defaults and coercion). */
export type RouteRequest<T> = (T extends { params: infer P extends z.ZodType }
  ? { params: z.input<P> }
  : { params?: never }) &
  (T extends { query: infer Q extends z.ZodType } ? { query?: z.input<Q> } : { query?: never }) &
  (T extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : { body?: never });

/** Fills `:name` segments of a route path. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path param "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
