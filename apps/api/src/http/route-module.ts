import type { Express, RequestHandler } from 'express';
import type { Config } from '../config/env';
import type { Logger } from '../lib/logger';

export interface AppDeps {
  config: Config;
  logger: Logger;
}

/** Each domain module mounts its contract routes with these. */
export type RouteModule = (app: Express, deps: AppDeps & { authenticate: RequestHandler }) => void;
