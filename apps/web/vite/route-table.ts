import type { Plugin } from 'vite';
// A relative path: the config bundler externalises packages, and this one is TypeScript source.
import { contract } from '../../../packages/contracts/src/routes';

const ROUTES_ID = '@crm/contracts/routes';
const VIRTUAL_ID = '\0crm-route-table';

/**
 * The browser calls routes by their method, path, roles and upload field; their zod schemas only
 * type the calls. Built from the contract itself (one source of truth), this module is what
 * `@crm/contracts/routes` is in the bundle: the route table without a schema, so a screen that only
 * calls the API (the dashboard, the notifications) neither downloads zod nor spends the ~100 ms
 * a phone takes to build every schema. Dev and tests use the real module.
 */
export function zodFreeRouteTable(): Plugin {
  return {
    name: 'crm-zod-free-route-table',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id === ROUTES_ID ? VIRTUAL_ID : null;
    },
    load(id) {
      if (id !== VIRTUAL_ID) return null;
      const table = Object.fromEntries(
        Object.entries(contract).map(([group, routes]) => [
          group,
          Object.fromEntries(
            Object.entries(routes).map(([name, route]) => [
              name,
              {
                method: route.method,
                path: route.path,
                roles: route.roles,
                ...('upload' in route && route.upload ? { upload: { field: route.upload.field } } : {}),
              },
            ]),
          ),
        ]),
      );
      return `export const contract = ${JSON.stringify(table)};\n`;
    },
  };
}
