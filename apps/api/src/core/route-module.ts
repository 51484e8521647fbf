import type { RouteGroup } from '@crm/contracts';
import type { Config } from '../config/env';
import type { Logger } from '../lib/logger';
import type { RouteHandlers } from './mount-route';

export interface AppDeps {
  config: Config;
  logger: Logger;
}

/**
 * A domain module: given the app's dependencies, one handler per route of its contract group
 * (`RouteModule<typeof contract.leads>`), so a route without a handler does not compile.
 * app.ts mounts them all (mountContract), in the order Express needs.
 */
export type RouteModule<G extends RouteGroup> = (deps: AppDeps) => RouteHandlers<G>;
