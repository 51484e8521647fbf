import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { z } from 'zod';
import {
  defineRoute,
  errorResponse,
  IDEMPOTENCY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  OFFLINE_MAX_AGE_MS,
  ROLES,
} from '@crm/contracts';
import { IdempotencyKeyModel } from '../../db/idempotency-key.model';
import { AppError } from '../../errors/app-error';
import { errorHandler } from '../../errors/error-handler';
import { createLogger } from '../../lib/logger';
import { mountRoute } from '../mount-route';
import { PENDING_LEASE_MS } from '../idempotency';

/**
 * The Idempotency-Key hook of mountRoute, on a route of its own whose handler counts its runs and
 * answers what its body asks for (a refusal, a crash, a wait). Feedback, leads and tasks carry the
 * same hook (their own tests send real changes twice).
 */
const thing = z.object({ id: z.string(), n: z.number(), run: z.number() });
const route = defineRoute({
  method: 'POST',
  path: '/api/things/:id',
  summary: 'test route',
  roles: ROLES,
  params: z.object({ id: z.string() }),
  body: z.object({ n: z.number() }),
  response: thing,
  status: 201,
  idempotent: true,
});
const { idempotent: _idempotent, ...notIdempotent } = route;
const plain = defineRoute({ ...notIdempotent, path: '/api/plain/:id' });

let runs = 0;
let failuresLeft = 0;
let hold: Promise<void> | null = null;

const handler = async ({ params, body }: { params: { id: string }; body: { n: number } }) => {
  runs += 1;
  const run = runs;
  if (hold) await hold;
  if (body.n === 404) throw new AppError('NOT_FOUND', `No thing ${params.id}`);
  if (body.n === 500 && failuresLeft-- > 0) throw new Error('the database went away');
  return { id: params.id, n: body.n, run };
};

// The caller is named by a test header: these tests are about the hook, not about sign-in.
const signedIn: RequestHandler = (req, _res, next) => {
  const id = req.get('x-test-user') ?? 'user-a';
  req.user = { _id: id, name: id, email: `${id}@test.local`, role: 'Agent', teamId: null, teamIds: [] };
  next();
};

const app = express();
mountRoute(app, route, signedIn, handler);
mountRoute(app, plain, signedIn, handler);
app.use(errorHandler(createLogger('silent'), { explainBugs: true }));

const KEY = '3f2b6c1e-8d4a-4f5e-9b7c-2a1d0e9f8c7b';
const post = (body: unknown, { key = KEY as string | null, user = 'user-a', path = '/api/things/t1' } = {}) => {
  const req = request(app).post(path).set('x-test-user', user);
  if (key !== null) req.set(IDEMPOTENCY_HEADER, key);
  return req.send(body as object);
};
const replayed = (res: request.Response) => res.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()];

beforeEach(() => {
  runs = 0;
  failuresLeft = 0;
  hold = null;
});

describe('Idempotency-Key on a route marked idempotent', () => {
  it('runs the change once and answers a replay with the first answer, marked Idempotent-Replayed', async () => {
    const first = await post({ n: 1 }).expect(201);
    const again = await post({ n: 1 }).expect(201);
    expect(runs).toBe(1);
    expect(thing.strict().parse(first.body)).toEqual({ id: 't1', n: 1, run: 1 });
    expect(again.body).toEqual(first.body);
    expect(replayed(first)).toBeUndefined();
    expect(replayed(again)).toBe('true');
    expect(again.headers['content-type']).toMatch(/^application\/json/);
  });

  it('takes the same body with its keys in another order as the same request', async () => {
    await post({ n: 1, extra: 'x' }).expect(201);
    const again = await post({ extra: 'x', n: 1 }).expect(201);
    expect(replayed(again)).toBe('true');
    expect(runs).toBe(1);
  });

  it('refuses the same key with another body or for another record (422), running nothing', async () => {
    await post({ n: 1 }).expect(201);
    const otherBody = await post({ n: 2 }).expect(422);
    expect(errorResponse.strict().parse(otherBody.body)).toEqual({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was used for a different request',
    });
    const otherRecord = await post({ n: 1 }, { path: '/api/things/t2' }).expect(422);
    expect(otherRecord.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(runs).toBe(1);
  });

  it('answers 409 while the first request with the key still runs, then replays its answer', async () => {
    let release!: () => void;
    hold = new Promise((resolve) => (release = resolve));
    const first = post({ n: 7 }).then((res) => res);
    // The first request has claimed the key once its handler runs.
    while (runs === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const meanwhile = await post({ n: 7 }).expect(409);
    expect(meanwhile.body).toEqual({
      code: 'IDEMPOTENCY_IN_PROGRESS',
      message: 'The same change is still being processed',
    });
    release();
    expect((await first).status).toBe(201);
    const later = await post({ n: 7 }).expect(201);
    expect(replayed(later)).toBe('true');
    expect(later.body).toEqual({ id: 't1', n: 7, run: 1 });
    expect(runs).toBe(1);
  });

  it('runs the change once when two copies arrive at the same moment', async () => {
    const answers = await Promise.all([post({ n: 3 }), post({ n: 3 })]);
    expect(runs).toBe(1);
    const statuses = answers.map((res) => res.status).sort();
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
  });

  it('keeps keys apart per user: another user with the same key runs their own change', async () => {
    await post({ n: 1 }).expect(201);
    const other = await post({ n: 1 }, { user: 'user-b' }).expect(201);
    expect(replayed(other)).toBeUndefined();
    expect(other.body.run).toBe(2);
    expect(runs).toBe(2);
  });

  it('keeps a refusal (4xx): the replay is refused alike without running again', async () => {
    const first = await post({ n: 404 }).expect(404);
    const again = await post({ n: 404 }).expect(404);
    expect(again.body).toEqual(first.body);
    expect(first.body).toEqual({ code: 'NOT_FOUND', message: 'No thing t1' });
    expect(replayed(again)).toBe('true');
    expect(runs).toBe(1);
  });

  it('keeps a refusal of the body (400 VALIDATION) too', async () => {
    const first = await post({ n: 'one' }).expect(400);
    const again = await post({ n: 'one' }).expect(400);
    expect(again.body).toEqual(first.body);
    expect(replayed(again)).toBe('true');
    expect(runs).toBe(0);
  });

  it('releases the key when the change fails (5xx): the retry runs it', async () => {
    failuresLeft = 1;
    const failed = await post({ n: 500 }).expect(500);
    expect(failed.body.code).toBe('INTERNAL');
    expect(await IdempotencyKeyModel.countDocuments()).toBe(0);
    const retried = await post({ n: 500 }).expect(201);
    expect(replayed(retried)).toBeUndefined();
    expect(retried.body).toEqual({ id: 't1', n: 500, run: 2 });
    expect(replayed(await post({ n: 500 }).expect(201))).toBe('true');
    expect(runs).toBe(2);
  });

  it.each([
    ['too short', 'abc1234'],
    ['too long', 'a'.repeat(101)],
    ['with a space', 'abc def ghi'],
    ['with a slash', 'abcd/efgh/ijkl'],
    ['empty', ''],
  ])('refuses a key %s (400 VALIDATION) and runs nothing', async (_case, key) => {
    const res = await post({ n: 1 }, { key }).expect(400);
    expect(res.body).toEqual({
      code: 'VALIDATION',
      message: 'The Idempotency-Key header must be 8 to 100 letters, digits, "-" or "_"',
    });
    expect(runs).toBe(0);
  });

  it('accepts keys of 8 and of 100 characters', async () => {
    await post({ n: 1 }, { key: 'abcd_-12' }).expect(201);
    await post({ n: 1 }, { key: 'k'.repeat(100) }).expect(201);
    expect(runs).toBe(2);
  });

  it('stores the key per user, method and route, with the answer, for longer than a device keeps an unsent change', async () => {
    const before = Date.now();
    await post({ n: 1 }).expect(201);
    const stored = await IdempotencyKeyModel.findOne().lean();
    expect(stored).toMatchObject({
      userId: 'user-a',
      method: 'POST',
      route: '/api/things/:id',
      key: KEY,
      state: 'done',
      status: 201,
    });
    expect(JSON.parse(stored!.body!)).toEqual({ id: 't1', n: 1, run: 1 });
    const ttl = stored!.expiresAt.getTime() - before;
    // The outbox drops a change after OFFLINE_MAX_AGE_MS (3 days): the key outlives it by a day.
    expect(ttl).toBeGreaterThanOrEqual(OFFLINE_MAX_AGE_MS + 24 * 3600_000 - 1000);
    expect(ttl).toBeLessThanOrEqual(OFFLINE_MAX_AGE_MS + 24 * 3600_000 + 5000);
    // The claim's atomicity is the unique index; MongoDB drops expired records by the TTL index.
    const indexes = await IdempotencyKeyModel.collection.indexes();
    expect(indexes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: { userId: 1, method: 1, route: 1, key: 1 }, unique: true }),
        expect.objectContaining({ key: { expiresAt: 1 }, expireAfterSeconds: 0 }),
      ]),
    );
  });

  it('ignores an expired record (MongoDB may not have dropped it yet) and remembers the new answer', async () => {
    const past = new Date(Date.now() - 60_000);
    await IdempotencyKeyModel.create({
      userId: 'user-a',
      method: 'POST',
      route: '/api/things/:id',
      key: KEY,
      requestHash: 'another request',
      state: 'done',
      owner: 'old',
      claimedAt: new Date(past.getTime() - 24 * 3600_000),
      status: 201,
      body: JSON.stringify({ id: 'old', n: 0, run: 0 }),
      expiresAt: past,
    });
    const fresh = await post({ n: 1 }).expect(201);
    expect(replayed(fresh)).toBeUndefined();
    expect(fresh.body).toEqual({ id: 't1', n: 1, run: 1 });
    const again = await post({ n: 1 }).expect(201);
    expect(replayed(again)).toBe('true');
    expect(again.body).toEqual(fresh.body);
    expect(await IdempotencyKeyModel.countDocuments()).toBe(1);
  });

  it('takes over a claim whose request died (pending past its lease)', async () => {
    const claimedAt = new Date(Date.now() - PENDING_LEASE_MS - 1000);
    await post({ n: 1 }, { key: 'probe-key-1' }).expect(201); // the same request's fingerprint, stored
    const { requestHash } = (await IdempotencyKeyModel.findOne().lean())!;
    await IdempotencyKeyModel.deleteMany({});
    await IdempotencyKeyModel.create({
      userId: 'user-a',
      method: 'POST',
      route: '/api/things/:id',
      key: KEY,
      requestHash,
      state: 'pending',
      owner: 'a stopped instance',
      claimedAt,
      expiresAt: new Date(claimedAt.getTime() + 24 * 3600_000),
    });
    const res = await post({ n: 1 }).expect(201);
    expect(replayed(res)).toBeUndefined();
    expect(runs).toBe(2);
  });

  it('runs every request without the header, as before', async () => {
    await post({ n: 1 }, { key: null }).expect(201);
    const again = await post({ n: 1 }, { key: null }).expect(201);
    expect(replayed(again)).toBeUndefined();
    expect(runs).toBe(2);
    expect(await IdempotencyKeyModel.countDocuments()).toBe(0);
  });

  it('ignores the header on a route not marked idempotent', async () => {
    await post({ n: 1 }, { path: '/api/plain/t1' }).expect(201);
    await post({ n: 1 }, { path: '/api/plain/t1' }).expect(201);
    await post({ n: 1 }, { path: '/api/plain/t1', key: 'bad key' }).expect(201);
    expect(runs).toBe(3);
    expect(await IdempotencyKeyModel.countDocuments()).toBe(0);
  });
});
