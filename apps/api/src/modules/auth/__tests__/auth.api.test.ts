import request from 'supertest';
import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import { contract, errorResponse, rateLimitedDetails } from '@crm/contracts';
import { createApp } from '../../../app';
import { createLogger } from '../../../lib/logger';
import { UserModel } from '../../users';
import { UNTRUSTED_FORWARDED_FOR_WARNING } from '../../../core/forwarded-for-warning';
import { LOGIN_LIMITS } from '../login-limiter';
import {
  TEST_PASSWORD,
  createTeam,
  createUser,
  makeApp,
  requestAs,
  testConfig,
  tokenFor,
} from '../../../../test/helpers';
import { parseAnswer } from '../../../../test/strict';

const appWith = (config: Partial<typeof testConfig>) =>
  createApp({ config: { ...testConfig, ...config }, logger: createLogger('silent') });

const signIn = (app: ReturnType<typeof makeApp>, email: string, password: string, forwardedFor?: string) => {
  const req = request(app).post('/api/auth/login');
  if (forwardedFor) req.set('X-Forwarded-For', forwardedFor);
  return req.send({ email, password });
};

describe('POST /api/auth/login', () => {
  it('answers a token and the user, without any password field', async () => {
    const team = await createTeam('Cairo');
    const user = await createUser('Agent', { email: 'laila@test.local', teamId: team._id });
    const res = await signIn(makeApp(), ' LAILA@test.local ', TEST_PASSWORD).expect(200);
    const body = parseAnswer(contract.auth.login, res.body);
    expect(body.user).toMatchObject({ _id: String(user._id), role: 'Agent', teamId: { name: 'Cairo' } });
    expect(body.user.mustChangePassword).toBe(false);
    expect(JSON.stringify(res.body)).not.toMatch(/"password"|passwordHash|tokenVersion/i);
  });

  it('gives the same 401 message for an unknown email and a wrong password', async () => {
    await createUser('Agent', { email: 'known@test.local' });
    const app = makeApp();
    const unknown = await signIn(app, 'who@test.local', 'x').expect(401);
    const wrong = await signIn(app, 'known@test.local', 'nope').expect(401);
    expect(errorResponse.parse(unknown.body).message).toBe('Invalid email or password');
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it('checks an unknown email against a hash of the real cost, as long as a wrong password takes', async () => {
    const rounds = 10; // the cost outside tests
    await createUser('Agent', { email: 'slow@test.local' });
    await UserModel.updateOne({ email: 'slow@test.local' }, { passwordHash: bcrypt.hashSync(TEST_PASSWORD, rounds) });
    const app = appWith({ bcryptRounds: rounds });
    // What each failure compared against: the same bcrypt cost means the same time, whatever the load.
    const compare = jest.spyOn(bcrypt, 'compare');
    try {
      await signIn(app, 'nobody@test.local', 'wrong-password').expect(401);
      await signIn(app, 'slow@test.local', 'wrong-password').expect(401);
      const costs = compare.mock.calls.map(([, hash]) => bcrypt.getRounds(hash as string));
      expect(costs).toEqual([rounds, rounds]);
    } finally {
      compare.mockRestore();
    }
  });

  it('refuses a deactivated account', async () => {
    await createUser('Agent', { email: 'off@test.local', active: false });
    const res = await signIn(makeApp(), 'off@test.local', TEST_PASSWORD);
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/deactivated/);
    // No device cookie for a sign-in that opened nothing.
    expect(JSON.stringify(res.headers['set-cookie'] ?? [])).not.toContain('crm_device_');
  });

  it('refuses a body without email or password with a 400', async () => {
    const res = await request(makeApp()).post('/api/auth/login').send({ email: '' }).expect(400);
    expect(res.body.message).toMatch(/required/);
  });
});

describe('failed sign-in limits', () => {
  const { accountAtAddress, address } = LOGIN_LIMITS;

  it('slows one account at one address after its free failures, with a 429, Retry-After and the wait in details', async () => {
    await createUser('Agent', { email: 'target@test.local' });
    await createUser('Agent', { email: 'other@test.local' });
    const app = makeApp();
    for (let i = 0; i < accountAtAddress.freeFailures + 1; i++)
      await signIn(app, 'target@test.local', 'bad').expect(401);
    // The right password too: while the address waits, nothing it sends is checked.
    const res = await signIn(app, 'target@test.local', TEST_PASSWORD).expect(429);
    expect(errorResponse.parse(res.body)).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: 1 } });
    expect(rateLimitedDetails.parse(res.body.details)).toEqual({ retryAfterSeconds: 1 });
    expect(res.body.message).toBe('Too many failed sign-in attempts. Try again in 1 second.');
    expect(res.headers['retry-after']).toBe('1');
    // Another account from the same address is not slowed.
    await signIn(app, 'other@test.local', TEST_PASSWORD).expect(200);
  });

  it('twelve wrong passwords from one address leave the right password working from another', async () => {
    await createUser('CEO', { email: 'owner@test.local' });
    const app = appWith({ trustProxy: ['loopback'] });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn(app, 'owner@test.local', 'guess', '198.51.100.7')).status);
    expect(statuses.slice(0, accountAtAddress.freeFailures + 1).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    await signIn(app, 'owner@test.local', TEST_PASSWORD, '192.0.2.10').expect(200);
    const refused = await signIn(app, 'owner@test.local', TEST_PASSWORD, '198.51.100.7').expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('slows an address after its free failures over many accounts, whatever X-Forwarded-For it forges', async () => {
    await createUser('Agent', { email: 'victim@test.local' });
    const app = makeApp(); // TRUST_PROXY unset: X-Forwarded-For is ignored
    for (let i = 0; i < address.freeFailures + 1; i++) {
      await signIn(app, `guess${i}@test.local`, 'Password1', `203.0.113.${i + 1}`).expect(401);
    }
    const res = await signIn(app, 'victim@test.local', TEST_PASSWORD, '203.0.113.250').expect(429);
    expect(res.body.code).toBe('RATE_LIMITED');
    expect(res.headers['retry-after']).toBe('1');

    // Trusting the proxy makes X-Forwarded-For the address: another one is not slowed.
    await signIn(appWith({ trustProxy: ['loopback'] }), 'victim@test.local', TEST_PASSWORD, '192.0.2.9').expect(200);
  });

  it("lets the owner's own browser in at once after failures at their account from 30 addresses and a spray from their office", async () => {
    await createUser('CEO', { email: 'owner@test.local' });
    const app = appWith({ trustProxy: ['loopback'] });
    const office = '198.51.100.20';
    const first = await signIn(app, 'owner@test.local', TEST_PASSWORD, office).expect(200);
    const deviceCookie = [first.headers['set-cookie']].flat().find((c) => c?.startsWith('crm_device_'));
    expect(deviceCookie).toMatch(/HttpOnly/i);
    expect(deviceCookie).toMatch(/SameSite=Strict/i);
    const cookie = deviceCookie!.split(';')[0]!;

    // 120 failures at the owner's account from 30 addresses, then 60 unknown accounts sprayed from the office.
    for (let i = 0; i < 120; i++) await signIn(app, 'owner@test.local', 'guess', `203.0.113.${(i % 30) + 1}`);
    for (let i = 0; i < 60; i++) await signIn(app, `nobody${i}@test.local`, 'Password1', office);

    // A browser never signed in from, at the office: the address's brake holds it back.
    await signIn(app, 'owner@test.local', TEST_PASSWORD, office).expect(429);
    // The owner's own browser: judged by its own failures (none), in at once.
    await request(app)
      .post('/api/auth/login')
      .set('X-Forwarded-For', office)
      .set('Cookie', cookie)
      .send({ email: 'owner@test.local', password: TEST_PASSWORD })
      .expect(200);
    // A forged or another account's cookie counts for nothing.
    const forged = cookie.replace(/\.[^.]+$/, '.forged');
    await request(app)
      .post('/api/auth/login')
      .set('X-Forwarded-For', office)
      .set('Cookie', forged)
      .send({ email: 'owner@test.local', password: TEST_PASSWORD })
      .expect(429);
  });

  it("slows a device's own guesses like any others: its cookie is no free pass", async () => {
    await createUser('Agent', { email: 'shared@test.local' });
    const app = makeApp();
    const first = await signIn(app, 'shared@test.local', TEST_PASSWORD).expect(200);
    const cookie = [first.headers['set-cookie']]
      .flat()
      .find((c) => c?.startsWith('crm_device_'))!
      .split(';')[0]!;
    const withCookie = (password: string) =>
      request(app).post('/api/auth/login').set('Cookie', cookie).send({ email: 'shared@test.local', password });
    for (let i = 0; i < accountAtAddress.freeFailures + 1; i++) await withCookie('wrong').expect(401);
    await withCookie(TEST_PASSWORD).expect(429);
  });

  it("resets the account's count at that address on a successful sign-in", async () => {
    await createUser('Agent', { email: 'forgetful@test.local' });
    const app = makeApp();
    const failures = async (count: number) => {
      for (let i = 0; i < count; i++) await signIn(app, 'forgetful@test.local', 'bad').expect(401);
    };
    await failures(accountAtAddress.freeFailures);
    await signIn(app, 'forgetful@test.local', TEST_PASSWORD).expect(200);
    await failures(accountAtAddress.freeFailures + 1);
    await signIn(app, 'forgetful@test.local', TEST_PASSWORD).expect(429);
  });

  it('counts an unknown email like a wrong password', async () => {
    const app = makeApp();
    for (let i = 0; i < accountAtAddress.freeFailures + 1; i++)
      await signIn(app, 'nobody@test.local', 'bad').expect(401);
    await signIn(app, 'nobody@test.local', 'bad').expect(429);
  });

  it('does not count successful sign-ins', async () => {
    await createUser('Agent', { email: 'busy@test.local' });
    const app = makeApp();
    for (let i = 0; i < accountAtAddress.freeFailures + 2; i++)
      await signIn(app, 'busy@test.local', TEST_PASSWORD).expect(200);
  });
});

describe('X-Forwarded-For while TRUST_PROXY is off', () => {
  const loggedApp = (trustProxy: typeof testConfig.trustProxy) => {
    const logger = createLogger('silent');
    const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    return { app: createApp({ config: { ...testConfig, trustProxy }, logger }), warn };
  };

  it('logs one warning, at the first request that carries it', async () => {
    const { app, warn } = loggedApp(false);
    await request(app).get('/api/health').expect(200);
    expect(warn).not.toHaveBeenCalled();
    await signIn(app, 'someone@test.local', 'bad', '203.0.113.1').expect(401);
    await signIn(app, 'someone@test.local', 'bad', '203.0.113.2').expect(401);
    await request(app).get('/api/health').set('X-Forwarded-For', '203.0.113.3').expect(200);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![1]).toBe(UNTRUSTED_FORWARDED_FOR_WARNING);
  });

  it('stays quiet when TRUST_PROXY names the proxy', async () => {
    const { app, warn } = loggedApp(['loopback']);
    await signIn(app, 'someone@test.local', 'bad', '203.0.113.1').expect(401);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('GET /api/auth/me and the bearer token', () => {
  it('answers the current user', async () => {
    const user = await createUser('Manager');
    const res = await requestAs(makeApp(), user).get('/api/auth/me').expect(200);
    expect(parseAnswer(contract.auth.me, res.body).email).toBe(user.email);
  });

  it('is 401 without a token, with a forged one, an expired one and one without a session version', async () => {
    const user = await createUser('Agent');
    const app = makeApp();
    const me = (token: string) => request(app).get('/api/auth/me').set('Authorization', `Bearer ${token}`);
    await request(app).get('/api/auth/me').expect(401);
    await me('not-a-jwt').expect(401);
    await me(jwt.sign({ ver: 0 }, 'another-secret', { subject: String(user._id) })).expect(401);
    const expired = jwt.sign({ ver: 0, exp: Math.floor(Date.now() / 1000) - 10 }, testConfig.jwtSecret, {
      subject: String(user._id),
    });
    await me(expired).expect(401);
    await me(jwt.sign({}, testConfig.jwtSecret, { subject: String(user._id) })).expect(401);
    await me(tokenFor(user)).expect(200);
  });

  it('stops working when the account is deactivated or deleted', async () => {
    const app = makeApp();
    const off = await createUser('Agent');
    const gone = await createUser('Agent');
    const offToken = tokenFor(off);
    // Signed in and answered first: the token's checked signature is kept, the session is not.
    await request(app).get('/api/auth/me').set('Authorization', `Bearer ${offToken}`).expect(200);
    await requestAs(app, gone).get('/api/auth/me').expect(200);
    await UserModel.updateOne({ _id: off._id }, { active: false });
    await UserModel.updateOne({ _id: gone._id }, { deletedAt: new Date() });
    await request(app).get('/api/auth/me').set('Authorization', `Bearer ${offToken}`).expect(401);
    await requestAs(app, gone).get('/api/auth/me').expect(401);
  });

  it('stops working once the session version has moved on', async () => {
    const user = await createUser('Agent');
    const token = tokenFor(user);
    const app = makeApp();
    await request(app).get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
    await UserModel.updateOne({ _id: user._id }, { $inc: { tokenVersion: 1 } });
    const res = await request(app).get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(401);
    expect(res.body.message).toBe('Your session has expired. Please sign in again.');
  });
});
