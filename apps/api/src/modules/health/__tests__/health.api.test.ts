import { Admin } from 'mongodb';
import request from 'supertest';
import { contract, errorResponse } from '@crm/contracts';
import { makeApp } from '../../../../test/helpers';
import { parseAnswer } from '../../../../test/strict';

// The ping is an admin command (db/connect.ts pingDb): stubbed, the database looks unreachable or hung.
const ping = () => jest.spyOn(Admin.prototype, 'command');
const databaseDown = () => ping().mockRejectedValueOnce(new Error('connect ECONNREFUSED'));
afterEach(() => jest.restoreAllMocks());

describe('GET /api/health (liveness)', () => {
  const app = makeApp();

  it('answers ok without asking the database', async () => {
    const pings = ping();
    const res = await request(app).get('/api/health').expect(200);
    expect(parseAnswer(contract.health.health, res.body)).toEqual({ status: 'ok' });
    expect(pings).not.toHaveBeenCalled();
  });

  it('still answers 200 while the database is unreachable', async () => {
    databaseDown();
    await request(app).get('/api/health').expect(200);
  });
});

describe('GET /api/health/ready (readiness)', () => {
  const app = makeApp();

  it('answers ok once the database answers a ping', async () => {
    const pings = ping();
    const res = await request(app).get('/api/health/ready').expect(200);
    expect(parseAnswer(contract.health.ready, res.body)).toEqual({ status: 'ok', db: 'up' });
    expect(pings).toHaveBeenCalledWith({ ping: 1 });
  });

  it('refuses with 503 DB_DOWN while the database is unreachable', async () => {
    databaseDown();
    const res = await request(app).get('/api/health/ready').expect(503);
    expect(errorResponse.parse(res.body)).toEqual({ message: 'Database unavailable', code: 'DB_DOWN' });
  });

  it('answers its 503 itself when the ping hangs, before a probe gives up', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    try {
      const pings = ping().mockImplementationOnce(() => new Promise(() => undefined));
      const answer = request(app)
        .get('/api/health/ready')
        .then((res) => res);
      // Once the ping is under way (and its deadline set), pass the deadline.
      while (pings.mock.calls.length === 0) await new Promise((resolve) => setImmediate(resolve));
      jest.advanceTimersByTime(3_000);
      const res = await answer;
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('DB_DOWN');
    } finally {
      jest.useRealTimers();
    }
  });
});
