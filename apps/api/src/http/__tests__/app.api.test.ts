import request from 'supertest';
import { allRoutes, contract, errorResponse } from '@crm/contracts';
import { mountedRoutes } from '../mount-route';
import { makeApp } from '../../../test/helpers';

describe('route table', () => {
  const app = makeApp();

  it('mounts only declared routes, each with its roles', () => {
    const mounted = mountedRoutes(app);
    expect(mounted.length).toBeGreaterThan(0);
    for (const route of mounted) {
      expect(route.roles === 'public' || (Array.isArray(route.roles) && route.roles.length > 0)).toBe(true);
    }
    // Every Express route under /api was mounted through mountRoute (so it has roles).
    type Layer = { route?: { path: string; methods: Record<string, boolean> } };
    const stack = (app as unknown as { router: { stack: Layer[] } }).router.stack;
    const expressRoutes = stack
      .filter((l) => l.route && String(l.route.path).startsWith('/api'))
      .flatMap((l) => Object.keys(l.route!.methods).map((m) => `${m.toUpperCase()} ${l.route!.path}`));
    const declared = new Set(mounted.map((r) => `${r.method} ${r.path}`));
    expect(expressRoutes.filter((r) => !declared.has(r))).toEqual([]);
  });

  it('mounts every route of the contract', () => {
    const mounted = new Set(mountedRoutes(app).map((r) => `${r.method} ${r.path}`));
    const missing = allRoutes().filter((r) => !mounted.has(`${r.method} ${r.path}`));
    expect(missing).toEqual([]);
  });
});

describe('HTTP basics', () => {
  const app = makeApp();

  it('GET /api/health pings the database', async () => {
    const res = await request(app).get('/api/health').expect(200);
    expect(contract.health.health.response.parse(res.body)).toEqual({ status: 'ok', db: 'up' });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await request(app).get('/api/nope').expect(404);
    expect(errorResponse.parse(res.body).message).toBe('Not found');
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await request(app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email": ')
      .expect(400);
    expect(res.body.message).toMatch(/not valid JSON/);
  });

  it('sets security headers', async () => {
    const res = await request(app).get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});
