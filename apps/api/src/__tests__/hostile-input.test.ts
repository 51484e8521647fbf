import { allRoutes, buildPath, type RouteDef } from '@crm/contracts';
import { createUser, makeApp, requestAs } from '../../test/helpers';

/**
 * Bad input gets a clear 4xx, never a 500: every route of the route table, as a CEO and as an Agent,
 * with malformed ids in the path, hostile query values and hostile bodies (operator keys, wrong types).
 */
const HOSTILE_QUERY =
  '?page=-1&limit=99999&before=%00zz&after=not.a.cursor&search=(((%5B&minPrice=abc&maxPrice=1e999&filter=nope&status[$ne]=x&groupBy=year&teamId=xyz';
const HOSTILE_BODIES: unknown[] = [
  {},
  { $where: '1', name: { $gt: '' }, status: ['New'], leadId: { $ne: null }, userId: 'not-an-id', value: 'yes' },
  { name: 'x'.repeat(10_000), price: 'NaN', metrics: { leads: -1, cost: 'a lot' }, body: 42, dataUrl: 'data:,' },
];

const pathOf = (route: RouteDef, id: string) =>
  buildPath(route.path, Object.fromEntries([...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => [m[1]!, id])));

describe('hostile input on every route', () => {
  const app = makeApp();

  it.each(['CEO', 'Agent'] as const)(
    'answers %s with 4xx (or 2xx), never 500',
    async (role) => {
      const caller = requestAs(app, await createUser(role));
      const failures: string[] = [];
      const statuses = new Set<number>();
      for (const route of allRoutes()) {
        for (const id of ['not-an-id', '../../etc/passwd', 'ffffffffffffffffffffffff']) {
          const url = pathOf(route, id) + HOSTILE_QUERY;
          const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
          const bodies = method === 'get' ? [undefined] : HOSTILE_BODIES;
          for (const body of bodies) {
            const res = body === undefined ? await caller[method](url) : await caller[method](url).send(body as object);
            statuses.add(res.status);
            if (res.status >= 500) failures.push(`${route.method} ${url} ${JSON.stringify(body)} -> ${res.status}`);
          }
        }
      }
      expect(failures).toEqual([]);
      // The sweep reached the handlers: signed in (no 401 everywhere), refused, not found and answered.
      expect([...statuses]).toEqual(expect.arrayContaining([200, 400, 403, 404]));
      expect(statuses.has(401)).toBe(false);
    },
    120_000,
  );
});
