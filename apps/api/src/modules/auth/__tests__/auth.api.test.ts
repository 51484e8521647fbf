import request from 'supertest';
import jwt from 'jsonwebtoken';
import { contract, errorResponse } from '@crm/contracts';
import { createApp } from '../../../app';
import { createLogger } from '../../../lib/logger';
import { UserModel } from '../../users/user.model';
import {
  TEST_PASSWORD,
  createTeam,
  createUser,
  makeApp,
  requestAs,
  testConfig,
  tokenFor,
} from '../../../../test/helpers';

describe('POST /api/auth/login', () => {
  it('answers a token and the user, without any password field', async () => {
    const team = await createTeam('Cairo');
    const user = await createUser('Agent', { email: 'laila@test.local', teamId: team._id });
    const res = await request(makeApp())
      .post('/api/auth/login')
      .send({ email: ' LAILA@test.local ', password: TEST_PASSWORD })
      .expect(200);
    const body = contract.auth.login.response.parse(res.body);
    expect(body.user).toMatchObject({ _id: String(user._id), role: 'Agent', teamId: { name: 'Cairo' } });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
  });

  it('gives the same 401 message for an unknown email and a wrong password', async () => {
    await createUser('Agent', { email: 'known@test.local' });
    const app = makeApp();
    const unknown = await request(app)
      .post('/api/auth/login')
      .send({ email: 'who@test.local', password: 'x' })
      .expect(401);
    const wrong = await request(app)
      .post('/api/auth/login')
      .send({ email: 'known@test.local', password: 'nope' })
      .expect(401);
    expect(errorResponse.parse(unknown.body).message).toBe('Invalid email or password');
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it('refuses a deactivated account', async () => {
    await createUser('Agent', { email: 'off@test.local', active: false });
    const res = await request(makeApp())
      .post('/api/auth/login')
      .send({ email: 'off@test.local', password: TEST_PASSWORD });
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/deactivated/);
  });

  it('refuses a body without email or password with a 400', async () => {
    const res = await request(makeApp()).post('/api/auth/login').send({ email: '' }).expect(400);
    expect(res.body.message).toMatch(/required/);
  });

  it('rate limits repeated failures per account and address with a 429', async () => {
    await createUser('Agent', { email: 'target@test.local' });
    const app = makeApp();
    for (let i = 0; i < 10; i++) {
      await request(app).post('/api/auth/login').send({ email: 'target@test.local', password: 'bad' }).expect(401);
    }
    const res = await request(app)
      .post('/api/auth/login')
      .send({ email: 'target@test.local', password: TEST_PASSWORD });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/Too many failed sign-in attempts/);
    // Another account from the same address is not locked out.
    await createUser('Agent', { email: 'other@test.local' });
    await request(app).post('/api/auth/login').send({ email: 'other@test.local', password: TEST_PASSWORD }).expect(200);
  });

  it('does not count successful sign-ins', async () => {
    await createUser('Agent', { email: 'busy@test.local' });
    const app = createApp({ config: testConfig, logger: createLogger('silent') });
    for (let i = 0; i < 12; i++) {
      await request(app)
        .post('/api/auth/login')
        .send({ email: 'busy@test.local', password: TEST_PASSWORD })
        .expect(200);
    }
  });
});

describe('GET /api/auth/me and the bearer token', () => {
  it('answers the current user', async () => {
    const user = await createUser('Manager');
    const res = await requestAs(makeApp(), user).get('/api/auth/me').expect(200);
    expect(contract.auth.me.response.parse(res.body).email).toBe(user.email);
  });

  it('is 401 without a token, with a forged one and with an expired one', async () => {
    const user = await createUser('Agent');
    const app = makeApp();
    await request(app).get('/api/auth/me').expect(401);
    await request(app).get('/api/auth/me').set('Authorization', 'Bearer not-a-jwt').expect(401);
    const forged = jwt.sign({}, 'another-secret', { subject: String(user._id) });
    await request(app).get('/api/auth/me').set('Authorization', `Bearer ${forged}`).expect(401);
    const expired = jwt.sign({ exp: Math.floor(Date.now() / 1000) - 10 }, testConfig.jwtSecret, {
      subject: String(user._id),
    });
    await request(app).get('/api/auth/me').set('Authorization', `Bearer ${expired}`).expect(401);
  });

  it('stops working when the account is deactivated or deleted', async () => {
    const app = makeApp();
    const off = await createUser('Agent');
    const gone = await createUser('Agent');
    const offToken = tokenFor(off);
    await UserModel.updateOne({ _id: off._id }, { active: false });
    await UserModel.updateOne({ _id: gone._id }, { deletedAt: new Date() });
    await request(app).get('/api/auth/me').set('Authorization', `Bearer ${offToken}`).expect(401);
    await requestAs(app, gone).get('/api/auth/me').expect(401);
  });
});
