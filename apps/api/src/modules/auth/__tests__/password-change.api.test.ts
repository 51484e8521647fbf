import request from 'supertest';
import bcrypt from 'bcryptjs';
import {
  allRoutes,
  buildPath,
  contract,
  PASSWORD_CHANGE_REQUIRED,
  PASSWORD_MESSAGES,
  weakPasswordMessage,
} from '@crm/contracts';
import { UserModel } from '../../users';
import { LOGIN_LIMITS } from '../login-limiter';
import { TEST_PASSWORD, createUser, makeApp, requestAs, tokenFor } from '../../../../test/helpers';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();
const NEW_PASSWORD = 'Quiet-Harbor-42';

/** A user who signed in with a password someone else chose (an admin's reset). */
const flaggedUser = (email = 'fresh@test.local') => createUser('CEO', { email, mustChangePassword: true });

const changePassword = (token: string, body: object) =>
  request(app).post('/api/auth/password').set('Authorization', `Bearer ${token}`).send(body);

describe('a user whose password an admin chose', () => {
  it('is flagged when typed at Add User, and after a reset, and may still sign in', async () => {
    const admin = await createUser('Admin');
    const as = requestAs(app, admin);
    const created = await as
      .post('/api/users')
      .send({ name: 'Own', email: 'own@test.local', role: 'Agent', password: NEW_PASSWORD })
      .expect(201);
    // Typed by the Admin, known to them: it opens only the password change.
    expect(parseAnswer(contract.users.create, created.body).mustChangePassword).toBe(true);
    const first = await request(app).post('/api/auth/login').send({ email: 'own@test.local', password: NEW_PASSWORD });
    expect(first.body.user.mustChangePassword).toBe(true);
    await as.put(`/api/users/${created.body._id}`).send({ password: 'Admin-Chose-This-7' }).expect(200);

    const login = await request(app)
      .post('/api/auth/login')
      .send({ email: 'own@test.local', password: 'Admin-Chose-This-7' });
    expect(login.status).toBe(200);
    expect(login.body.user.mustChangePassword).toBe(true);
  });

  it('is refused every other route with a 403 until a new password is chosen', async () => {
    const user = await flaggedUser();
    const as = requestAs(app, user);
    const id = String(user._id);
    const guarded = allRoutes().filter((r) => r.roles !== 'public' && !r.allowedBeforePasswordChange);
    expect(guarded.length).toBeGreaterThan(10);
    for (const route of guarded) {
      const params = Object.fromEntries([...route.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => [name!, id]));
      const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      const res = await as[method](buildPath(route.path, params)).send({});
      expect({ route: `${route.method} ${route.path}`, status: res.status, body: res.body }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 403,
        body: { code: PASSWORD_CHANGE_REQUIRED, message: 'Please choose a new password first' },
      });
    }
    const me = await as.get('/api/auth/me').expect(200);
    expect(me.body.mustChangePassword).toBe(true);
  });

  it('opens only the own user and the password change before then', () => {
    const open = allRoutes().filter((r) => r.allowedBeforePasswordChange);
    expect(open.map((r) => `${r.method} ${r.path}`).sort()).toEqual(['GET /api/auth/me', 'POST /api/auth/password']);
  });
});

describe('POST /api/auth/password', () => {
  it('replaces the password, clears the flag and answers a fresh session; earlier sessions end', async () => {
    const user = await flaggedUser();
    const oldToken = tokenFor(user);
    const res = await changePassword(oldToken, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    const session = parseAnswer(contract.auth.changePassword, res.body);
    expect(session.user).toMatchObject({ _id: String(user._id), mustChangePassword: false });

    await request(app).get('/api/auth/me').set('Authorization', `Bearer ${oldToken}`).expect(401);
    await request(app).get('/api/users').set('Authorization', `Bearer ${session.token}`).expect(200);
    const signIn = (password: string) => request(app).post('/api/auth/login').send({ email: user.email, password });
    await signIn(TEST_PASSWORD).expect(401);
    await signIn(NEW_PASSWORD).expect(200);
  });

  it('is open to every role, flagged or not', async () => {
    const agent = await createUser('Agent');
    const res = await changePassword(tokenFor(agent), { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
  });

  it.each([
    [
      'a wrong current password',
      { currentPassword: 'not-it', newPassword: NEW_PASSWORD },
      'Your current password is not correct',
    ],
    ['no current password', { newPassword: NEW_PASSWORD }, 'currentPassword: Current password is required'],
    ['a short new password', { currentPassword: TEST_PASSWORD, newPassword: 'Ab1-xyz' }, PASSWORD_MESSAGES.tooShort],
    [
      'a common password',
      { currentPassword: TEST_PASSWORD, newPassword: 'Password123' },
      weakPasswordMessage({ warning: 'common' }),
    ],
    [
      'a keyboard walk',
      { currentPassword: TEST_PASSWORD, newPassword: 'zxcvbnm1' },
      weakPasswordMessage({ warning: 'common' }),
    ],
    [
      "the agency's name",
      { currentPassword: TEST_PASSWORD, newPassword: 'Agency2024' },
      weakPasswordMessage({ warning: 'userInputs' }),
    ],
    ['a demo login', { currentPassword: TEST_PASSWORD, newPassword: 'ceo12345' }, PASSWORD_MESSAGES.published],
    ['one character', { currentPassword: TEST_PASSWORD, newPassword: 'aaaaaaaa' }, PASSWORD_MESSAGES.oneCharacter],
    ['eight spaces', { currentPassword: TEST_PASSWORD, newPassword: '        ' }, PASSWORD_MESSAGES.oneCharacter],
    ['the email', { currentPassword: TEST_PASSWORD, newPassword: 'Fresh.Ali@Test.local' }, PASSWORD_MESSAGES.isEmail],
    [
      'the name part of the email',
      { currentPassword: TEST_PASSWORD, newPassword: 'fresh.ali' },
      PASSWORD_MESSAGES.isEmail,
    ],
  ])('refuses %s with a 400 and keeps the old password and session', async (_case, body, message) => {
    const user = await flaggedUser('fresh.ali@test.local');
    const token = tokenFor(user);
    const res = await changePassword(token, body).expect(400);
    expect(res.body.message).toContain(message);
    expect(await UserModel.findById(user._id).lean()).toMatchObject({ mustChangePassword: true, tokenVersion: 0 });
    await request(app).get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
  });

  it('refuses keeping the current password', async () => {
    const user = await flaggedUser();
    await UserModel.updateOne({ _id: user._id }, { passwordHash: bcrypt.hashSync(NEW_PASSWORD, 4) });
    const res = await changePassword(tokenFor(user), { currentPassword: NEW_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please choose a password different from the current one');
  });

  it('is 401 without a session', async () => {
    await request(app).post('/api/auth/password').send({ currentPassword: 'x', newPassword: NEW_PASSWORD }).expect(401);
  });

  it('counts wrong current passwords as failed sign-ins (a stolen session cannot guess it)', async () => {
    const user = await createUser('Agent');
    const token = tokenFor(user);
    for (let i = 0; i < LOGIN_LIMITS.accountAtAddress.freeFailures + 1; i++) {
      await changePassword(token, { currentPassword: `guess-${i}`, newPassword: NEW_PASSWORD }).expect(400);
    }
    const res = await changePassword(token, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
