import express from 'express';
import request from 'supertest';
import { z } from 'zod';
import { allRoutes, contract, defineRoute } from '@crm/contracts';
import { errorHandler } from '../../errors/error-handler';
import { createLogger } from '../../lib/logger';
import { inMountOrder, mountContract, mountedRoutes } from '../mount-route';
import { createUser, makeApp, requestAs } from '../../../test/helpers';

const named = z.object({ handler: z.string() });
const get = (path: string) =>
  defineRoute({ method: 'GET', path, summary: 'test route', roles: 'public', response: named });

describe('mount order: fixed path segments before :params, whatever order they are declared in', () => {
  it('sorts by specificity, segment by segment, keeping the declared order of same-shaped paths', () => {
    const paths = [
      '/api/leads/:id',
      '/api/leads/:id/restore',
      '/api/leads',
      '/api/leads/stats/summary',
      '/api/leads/notifications/:id/read',
      '/api/users/:id',
      '/api/leads/:id/assign',
      '/api/users/export',
      '/api/leads/assignees',
    ];
    expect(inMountOrder(paths.map((path) => ({ path }))).map((r) => r.path)).toEqual([
      '/api/leads',
      '/api/users/export',
      '/api/leads/assignees',
      '/api/leads/stats/summary',
      '/api/leads/notifications/:id/read',
      '/api/leads/:id',
      '/api/users/:id',
      '/api/leads/:id/restore',
      '/api/leads/:id/assign',
    ]);
  });

  it('answers a fixed path declared after the :param path that would swallow it', async () => {
    // Declared the wrong way round on purpose: `:id` first, then `stats/summary` and `:id/history`.
    const things = {
      one: get('/api/things/:id'),
      summary: get('/api/things/stats/summary'),
      mine: get('/api/things/mine'),
      history: get('/api/things/:id/history'),
    };
    const app = express();
    mountContract(
      app,
      { things },
      {
        things: {
          one: () => ({ handler: 'one' }),
          summary: () => ({ handler: 'summary' }),
          mine: () => ({ handler: 'mine' }),
          history: () => ({ handler: 'history' }),
        },
      },
      (_req, _res, next) => next(),
    );
    app.use(errorHandler(createLogger('silent'), { explainBugs: true }));

    await request(app).get('/api/things/mine').expect(200, { handler: 'mine' });
    await request(app).get('/api/things/42').expect(200, { handler: 'one' });
    await request(app).get('/api/things/stats/summary').expect(200, { handler: 'summary' });
    await request(app).get('/api/things/42/history').expect(200, { handler: 'history' });
    expect(mountedRoutes(app).map((r) => r.path)).toEqual([
      '/api/things/mine',
      '/api/things/stats/summary',
      '/api/things/:id',
      '/api/things/:id/history',
    ]);
  });

  it('mounts the whole contract in that order', () => {
    const mounted = mountedRoutes(makeApp()).map((r) => `${r.method} ${r.path}`);
    expect(mounted).toHaveLength(allRoutes().length);
    expect(mounted.indexOf('GET /api/leads/stats/summary')).toBeLessThan(mounted.indexOf('GET /api/leads/:id'));
    expect(mounted.indexOf('GET /api/users/export')).toBeLessThan(mounted.indexOf('PUT /api/users/:id'));
  });

  it('answers the real fixed lead paths, not "Lead not found" or an invalid id', async () => {
    const app = makeApp();
    const admin = await createUser('Admin');
    const res = await requestAs(app, admin).get(contract.leads.summary.path).expect(200);
    expect(res.body).toHaveProperty('total', 0);
    await requestAs(app, admin).get(contract.leads.assignees.path).expect(200);
  });
});
