import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import type { RouteBody, RouteDef, RouteParams, RouteQuery, RouteResponse } from '@crm/contracts';
import { forbidden } from '../errors/app-error';
import type { AuthUser } from './auth-user';

export interface FileReply {
  file: Buffer;
  filename: string;
  contentType: string;
}

export interface RouteContext<T extends RouteDef> {
  params: RouteParams<T>;
  query: RouteQuery<T>;
  body: RouteBody<T>;
  /** Present on every route but the public ones (login, health). */
  user: T['roles'] extends 'public' ? null : AuthUser;
  req: Request;
}

type Reply<T extends RouteDef> = T['response'] extends 'file' ? FileReply : RouteResponse<T>;
export type RouteHandler<T extends RouteDef> = (ctx: RouteContext<T>) => Promise<Reply<T>> | Reply<T>;

/** Routes mounted so far, per app: a test checks each declares its roles and each contract route is here. */
export const MOUNTED = Symbol('mountedRoutes');
type AppWithRegistry = Express & { [MOUNTED]?: RouteDef[] };

export const mountedRoutes = (app: Express): RouteDef[] => (app as AppWithRegistry)[MOUNTED] ?? [];

/**
 * The one way a route is mounted: authenticate -> authorize(roles) -> parse -> handler -> send.
 * Handlers receive parsed, typed values, never raw req.body.
 */
export function mountRoute<T extends RouteDef>(
  app: Express,
  route: T,
  authenticate: RequestHandler,
  handler: RouteHandler<T>,
  extra: RequestHandler[] = [],
) {
  const registry = ((app as AppWithRegistry)[MOUNTED] ??= []);
  registry.push(route);

  const authorize: RequestHandler = (req, _res, next) => {
    if (route.roles === 'public') return next();
    const user = req.user;
    if (!user || !route.roles.includes(user.role)) return next(forbidden());
    next();
  };

  const run = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const ctx = {
        params: route.params ? route.params.parse(req.params) : {},
        query: route.query ? route.query.parse(req.query) : {},
        body: route.body ? route.body.parse(req.body ?? {}) : undefined,
        user: req.user ?? null,
        req,
      } as RouteContext<T>;
      const result = await handler(ctx);
      if (route.response === 'file') {
        const file = result as FileReply;
        res.setHeader('Content-Type', file.contentType);
        res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
        res.status(200).send(file.file);
        return;
      }
      res.status(route.status ?? 200).json(result);
    } catch (err) {
      next(err);
    }
  };

  const chain = route.roles === 'public' ? [...extra, run] : [authenticate, authorize, ...extra, run];
  const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  app[method](route.path, ...chain);
}
