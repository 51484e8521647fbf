import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import {
  DEFAULT_BODY_BYTES,
  type RouteBody,
  type RouteDef,
  type RouteGroup,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
  type RouteUpload,
} from '@crm/contracts';
import { forbidden, ResponseContractError } from '../errors/app-error';
import type { AuthUser } from './auth-user';
import { readUpload, uploadedFile, type UploadedFile } from './upload';
import { answeredByIdempotencyKey } from './idempotency';
import { isPlainAnswer } from './plain-answer';
import { passwordChangeRequired, sameCaller } from './auth-user';
import type { Authenticators } from './authenticators';

export interface FileReply {
  /** The bytes, or a file on disk sent as it is read (a backup can outgrow memory). */
  file: Buffer | { path: string };
  filename: string;
  contentType: string;
  /** Shown in the page (a photo) rather than downloaded (a sheet). */
  inline?: boolean;
  /** A Cache-Control value; none by default. */
  cacheControl?: string;
}

export interface RouteContext<T extends RouteDef> {
  params: RouteParams<T>;
  query: RouteQuery<T>;
  body: RouteBody<T>;
  /** Present on every route but the public ones (login, health). */
  user: T['roles'] extends 'public' ? null : AuthUser;
  /** The checked file of a route declaring `upload`. */
  file: T extends { upload: RouteUpload } ? UploadedFile : undefined;
  req: Request;
  /**
   * For a polled GET: names the version of the answer (sent as its ETag, revalidated on every use).
   * When the client already holds that version, the handler stops here and the answer is a 304, so
   * a poll with nothing new costs only the read that found the version.
   */
  revalidate: (version: string) => void;
}

/** Thrown by `revalidate` when the client's copy is current; answered with a bodiless 304. */
class NotModified extends Error {}

function revalidateWith(req: Request, res: Response) {
  return (version: string) => {
    const tag = `W/"${version}"`;
    res.setHeader('ETag', tag);
    res.setHeader('Cache-Control', 'private, no-cache');
    const held = req.headers['if-none-match'];
    if (held && held.split(/\s*,\s*/).includes(tag)) throw new NotModified();
  };
}

type Reply<T extends RouteDef> = T['response'] extends 'file' ? FileReply : RouteResponse<T>;
export type RouteHandler<T extends RouteDef> = (ctx: RouteContext<T>) => Promise<Reply<T>> | Reply<T>;

/** One handler per route of a contract group: a route without one is a type error. */
export type RouteHandlers<G extends RouteGroup> = { [K in keyof G]: RouteHandler<G[K]> };

/**
 * The contract is the only shape that leaves the server: the answer is serialised as it would be
 * sent (toJSON, dates to ISO strings), then parsed by the route's response schema, which strips
 * every key it does not declare. An answer the schema rejects is a bug: a logged 500. An answer its
 * handler built of JSON values only (`plainAnswer`) is parsed as it is, without the round trip.
 */
export function toContractShape(route: RouteDef, result: unknown): unknown {
  if (route.response === 'file') return result;
  const serialised: unknown =
    result === undefined || isPlainAnswer(result) ? result : JSON.parse(JSON.stringify(result));
  const parsed = route.response.safeParse(serialised);
  if (!parsed.success) throw new ResponseContractError(`${route.method} ${route.path}`, parsed.error);
  return parsed.data;
}

/** What the caller may not do here, thrown: checked before the role, so the client learns what to do whatever it tried. */
function mayCall(route: RouteDef, user: AuthUser | undefined) {
  if (route.roles === 'public') return;
  if (!user) throw forbidden();
  if (user.mustChangePassword && !route.allowedBeforePasswordChange) throw passwordChangeRequired();
  if (!route.roles.includes(user.role)) throw forbidden();
}

/**
 * A GET answering JSON only reads (a test asks every one: safe-reads.api.test.ts), so it may begin
 * while its caller's session is checked; a file answer (an export) records itself, so it waits.
 */
const readsAlongsideSessionCheck = (route: RouteDef) =>
  route.method === 'GET' && route.response !== 'file' && !route.body && !route.upload && !route.writesOnFirstUse;

type Settled = { value: unknown } | { error: unknown } | { replayed: true };

/** Routes mounted so far, per app: a test checks each declares its roles and each contract route is here. */
export const MOUNTED = Symbol('mountedRoutes');
type AppWithRegistry = Express & { [MOUNTED]?: RouteDef[] };

export const mountedRoutes = (app: Express): RouteDef[] => (app as AppWithRegistry)[MOUNTED] ?? [];

/**
 * The one way a route is mounted: authenticate -> authorize(roles) -> parse -> handler -> send (a
 * read begins beside its session check instead: see `readsAlongsideSessionCheck`).
 * Handlers receive parsed, typed values, never raw req.body. A route marked `idempotent` first
 * claims the request's Idempotency-Key, or answers a replay from the first answer (idempotency.ts).
 */
export function mountRoute<T extends RouteDef>(
  app: Express,
  route: T,
  authenticate: RequestHandler | Authenticators,
  handler: RouteHandler<T>,
) {
  const authenticators =
    typeof authenticate === 'function' ? { first: authenticate, alongside: authenticate } : authenticate;
  const registry = ((app as AppWithRegistry)[MOUNTED] ??= []);
  registry.push(route);

  const checkedFirst = route.roles !== 'public' && !readsAlongsideSessionCheck(route);
  const authorize: RequestHandler = (req, _res, next) => {
    try {
      mayCall(route, req.user);
      next();
    } catch (err) {
      next(err);
    }
  };

  /** The handler's answer, as the contract shapes it (or what it threw). */
  const answer = async (req: Request, res: Response): Promise<Settled> => {
    try {
      // A route checked first was authorized before its body was read (`authorize`); a read begun
      // alongside its session check is authorized here, as whichever caller it runs as.
      if (!checkedFirst) mayCall(route, req.user);
      // A replayed change (same Idempotency-Key) is answered from its first answer; runs nothing.
      if (await answeredByIdempotencyKey(route, req, res)) return { replayed: true };
      const ctx = {
        params: route.params ? route.params.parse(req.params) : {},
        query: route.query ? route.query.parse(req.query) : {},
        body: route.body ? route.body.parse(req.body ?? {}) : undefined,
        user: req.user ?? null,
        file: route.upload ? uploadedFile(req) : undefined,
        req,
        revalidate: revalidateWith(req, res),
      } as RouteContext<T>;
      const result = await handler(ctx);
      return { value: route.response === 'file' ? result : toContractShape(route, result) };
    } catch (error) {
      return { error };
    }
  };

  const run = async (req: Request, res: Response, next: NextFunction) => {
    try {
      let settled = await answer(req, res);
      // A read begun as the caller last confirmed: nothing is answered before this request's own
      // check, a 401 if the session has ended, the read done again if the caller has changed.
      if (req.callerConfirmed) {
        const confirmed = await req.callerConfirmed.catch((err: unknown) => {
          // What the read named (revalidate) is not this refusal's.
          res.removeHeader('ETag');
          res.removeHeader('Cache-Control');
          throw err;
        });
        req.callerConfirmed = undefined;
        if (!sameCaller(confirmed, req.user!)) {
          req.user = confirmed;
          settled = await answer(req, res);
        }
      }
      if ('replayed' in settled) return;
      if ('error' in settled) throw settled.error;
      if (route.response === 'file') {
        const file = settled.value as FileReply;
        res.setHeader('Content-Type', file.contentType);
        res.setHeader('Content-Disposition', `${file.inline ? 'inline' : 'attachment'}; filename="${file.filename}"`);
        res.setHeader('X-Content-Type-Options', 'nosniff');
        if (file.cacheControl) res.setHeader('Cache-Control', file.cacheControl);
        if (Buffer.isBuffer(file.file)) res.status(200).send(file.file);
        else res.status(200).sendFile(file.file.path, { dotfiles: 'allow' }, (err) => err && next(err));
        return;
      }
      res.status(route.status ?? 200).json(settled.value);
    } catch (err) {
      if (err instanceof NotModified) {
        res.status(304).end();
        return;
      }
      next(err);
    }
  };

  // Bodies are read only after the caller is known, and big ones only where the route allows them;
  // an upload route reads its one file (multipart) instead of JSON.
  const readBody = route.upload
    ? [readUpload(route.upload)]
    : route.body
      ? [express.json({ limit: route.maxBodyBytes ?? DEFAULT_BODY_BYTES })]
      : [];
  const chain =
    route.roles === 'public'
      ? [...readBody, run]
      : checkedFirst
        ? [authenticators.first, authorize, ...readBody, run]
        : [authenticators.alongside, run];
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  app[method](route.path, ...chain);
}

/**
 * How specific a path is, segment by segment: a fixed segment (0) before a `:param` (1). Mounting in
 * this order lets `/api/leads/stats/summary` answer before `/api/leads/:id` could take it, whatever
 * order the routes are declared or written in; paths of the same shape keep their order.
 */
const specificity = (path: string) => path.split('/').map((segment) => (segment.startsWith(':') ? 1 : 0));

function compareSpecificity(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

/** Routes in the order Express must try them: fixed segments before params (a stable sort). */
export const inMountOrder = <R extends { path: string }>(routes: readonly R[]): R[] =>
  routes
    .map((route) => ({ route, key: specificity(route.path) }))
    .sort((a, b) => compareSpecificity(a.key, b.key))
    .map(({ route }) => route);

/** Mounts every route of every group of a contract with its handler, fixed paths before `:param` ones. */
export function mountContract<C extends Record<string, RouteGroup>>(
  app: Express,
  contract: C,
  handlers: { [K in keyof C]: RouteHandlers<C[K]> },
  authenticate: RequestHandler | Authenticators,
) {
  const routes = Object.entries(contract).flatMap(([group, defs]) =>
    Object.entries(defs).map(([name, def]) => {
      const handler = (handlers[group] as Record<string, RouteHandler<RouteDef>> | undefined)?.[name];
      if (!handler) throw new Error(`No handler for ${def.method} ${def.path} (${group}.${name})`);
      return { path: def.path, def, handler };
    }),
  );
  for (const { def, handler } of inMountOrder(routes)) mountRoute(app, def, authenticate, handler);
}
