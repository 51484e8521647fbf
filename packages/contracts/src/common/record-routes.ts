import { idParams, okResponse } from './primitives';
import type { RouteDef, RouteRoles } from './route';

/**
 * What a route of a record group names itself: its summary and schemas (a response unless the
 * defaults have one), and any default it replaces (a path below the record's, say).
 */
type RouteSpec<D> = Partial<Omit<RouteDef, 'method'>> &
  Pick<RouteDef, 'summary'> &
  (D extends Pick<RouteDef, 'response'> ? unknown : Pick<RouteDef, 'response'>);

/** The defaults with what the spec replaces, as one object type (what defineRoute would keep). */
type Merged<D, S> = { [K in keyof D | keyof S]: K extends keyof S ? S[K] : K extends keyof D ? D[K] : never };

const withDefaults =
  <const D extends Partial<RouteDef>>(defaults: D) =>
  <const S extends RouteSpec<D>>(spec: S): Merged<D, S> =>
    ({ ...defaults, ...spec }) as Merged<D, S>;

/** Who may read and who may write a group's records: one list for both, or each its own. */
type GroupRoles = RouteRoles | { read: RouteRoles; write: RouteRoles };
type Readers<G> = G extends { read: infer R } ? R : G;
type Writers<G> = G extends { write: infer W } ? W : G;

/**
 * The REST routes of one kind of record at `path`: `list` and `create` (201) at `path`, `get`,
 * `update` and `remove` (answering `{ ok: true }`) at `path/:id`. Reads are open to the readers,
 * writes to the writers; a route names its summary and schemas, and may replace any default.
 * `get` and `update` also serve a record's own parts (`path/:id/members`), given their path.
 */
export function recordRoutes<const P extends string, const G extends GroupRoles>(path: P, roles: G) {
  const each = typeof roles === 'object' && 'read' in roles;
  const read = (each ? roles.read : roles) as Readers<G>;
  const write = (each ? roles.write : roles) as Writers<G>;
  const one = `${path}/:id` as const;
  return {
    list: withDefaults({ method: 'GET', path, roles: read }),
    get: withDefaults({ method: 'GET', path: one, roles: read, params: idParams }),
    create: withDefaults({ method: 'POST', path, roles: write, status: 201 }),
    update: withDefaults({ method: 'PUT', path: one, roles: write, params: idParams }),
    remove: withDefaults({ method: 'DELETE', path: one, roles: write, params: idParams, response: okResponse }),
  };
}
