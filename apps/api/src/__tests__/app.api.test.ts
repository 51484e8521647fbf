import request from 'supertest';
import { allRoutes, contract, errorResponse } from '@crm/contracts';
import express from 'express';
import { z } from 'zod';
import { defineRoute } from '@crm/contracts';
import { mountedRoutes, mountRoute } from '../core/mount-route';
import { plainAnswer } from '../core/plain-answer';
import { errorHandler } from '../errors/error-handler';
import { createLogger } from '../lib/logger';
import { createUser, makeApp, requestAs } from '../../test/helpers';
import { TeamModel } from '../modules/users';
import { parseAnswer } from '../../test/strict';

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

  it('GET /api/health answers that the process is alive', async () => {
    const res = await request(app).get('/api/health').expect(200);
    expect(parseAnswer(contract.health.health, res.body)).toEqual({ status: 'ok' });
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

describe("answers leave only in their contract's shape", () => {
  const route = defineRoute({
    method: 'GET',
    path: '/api/probe',
    summary: 'test route',
    roles: 'public',
    response: z.object({ _id: z.string(), name: z.string(), at: z.iso.datetime() }),
  });
  const appAnswering = (answer: unknown, explainBugs = true) => {
    const app = express();
    mountRoute(
      app,
      route,
      (_req, _res, next) => next(),
      () => answer as never,
    );
    app.use(errorHandler(createLogger('silent'), { explainBugs }));
    return app;
  };

  it('strips every key the schema does not declare, however the handler built the answer', async () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    const answer = { _id: 'u1', name: 'Mona', at, passwordHash: '$2b$10$abcdefghijklmnopqrstuv', __v: 0 };
    const res = await request(appAnswering(answer)).get('/api/probe').expect(200);
    expect(res.body).toEqual({ _id: 'u1', name: 'Mona', at: at.toISOString() });
  });

  it('strips them from an answer marked plain too (parsed without the JSON round trip)', async () => {
    const answer = plainAnswer({ _id: 'u1', name: 'Mona', at: '2026-01-02T03:04:05.000Z', passwordHash: 'x' });
    const res = await request(appAnswering(answer)).get('/api/probe').expect(200);
    expect(res.body).toEqual({ _id: 'u1', name: 'Mona', at: '2026-01-02T03:04:05.000Z' });
  });

  it('refuses a plain answer that still holds a Date (a 500, never a wrong answer)', async () => {
    const answer = plainAnswer({ _id: 'u1', name: 'Mona', at: new Date('2026-01-02T03:04:05.000Z') });
    const res = await request(appAnswering(answer)).get('/api/probe').expect(500);
    expect(res.body.code).toBe('RESPONSE_CONTRACT');
  });

  it('turns an answer the schema rejects into a 500 that names the route and field', async () => {
    const res = await request(appAnswering({ _id: 'u1', at: 'yesterday' }))
      .get('/api/probe')
      .expect(500);
    expect(res.body).toEqual({
      message:
        'The answer of GET /api/probe does not match its contract (name: Invalid input: expected string, received undefined)',
      code: 'RESPONSE_CONTRACT',
    });
  });

  it('says only "Something went wrong" about it in production', async () => {
    const res = await request(appAnswering({ wrong: true }, false))
      .get('/api/probe')
      .expect(500);
    expect(res.body).toEqual({ message: 'Something went wrong', code: 'RESPONSE_CONTRACT' });
  });
});

describe('request body limits', () => {
  const app = makeApp();
  const padding = 'x'.repeat(150_000);

  it('refuses a body over 100 KB on an ordinary route with a 413', async () => {
    const admin = await createUser('Admin');
    const res = await requestAs(app, admin).post('/api/teams').send({ name: 'Big', padding }).expect(413);
    expect(res.body).toEqual({ message: 'The request is too large', code: 'TOO_LARGE' });
  });

  it('takes a body over 100 KB on an import route from a signed-in caller', async () => {
    const admin = await createUser('Admin');
    const res = await requestAs(app, admin)
      .post('/api/leads/import')
      .send({ dataUrl: `data:text/plain;base64,${Buffer.from(padding).toString('base64')}` })
      .expect(400);
    // Read as a CSV of one column: refused for what it holds, its header named cut short.
    expect(res.body.code).toBe('IMPORT_COLUMNS_UNKNOWN');
    expect(res.body.message.length).toBeLessThan(200);
  });

  it('refuses a caller of the wrong role before reading their body (a 403, not a 413), and writes nothing', async () => {
    const agent = await createUser('Agent');
    const res = await requestAs(app, agent).post('/api/teams').send({ name: 'فريق كبير', padding }).expect(403);
    expect(res.body.code).toBe('FORBIDDEN');
    await requestAs(app, agent).post('/api/teams').send({ name: 'فريق صغير' }).expect(403);
    expect(await TeamModel.countDocuments()).toBe(0);
  });

  it('reads no body at all before the caller is signed in', async () => {
    const res = await request(app)
      .post('/api/leads/import')
      .send({ dataUrl: `data:text/plain;base64,${padding}` })
      .expect(401);
    expect(res.body.code).toBe('UNAUTHORIZED');
  });
});
