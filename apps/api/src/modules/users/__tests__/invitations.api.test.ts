import request from 'supertest';
import bcrypt from 'bcryptjs';
import { contract, INVITATION_DAYS } from '@crm/contracts';
import { createLogger } from '../../../lib/logger';
import { UserModel } from '../user.model';
import { voidSharedPasswords } from '../shared-password-migration';
import { createUser, makeApp, oneOfEachRole, requestAs, tokenFor } from '../../../../test/helpers';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();
const CHOSEN = 'Quiet-Harbor-42';

const signIn = (email: string, password: string) => request(app).post('/api/auth/login').send({ email, password });
const preview = (token: string) => request(app).post('/api/auth/invitation').send({ token });
const accept = (token: string, newPassword = CHOSEN) =>
  request(app).post('/api/auth/invitation/accept').send({ token, newPassword });

async function invite(email = 'laila@test.local', name = 'ليلى حسن') {
  const admin = await createUser('Admin');
  const res = await requestAs(app, admin).post('/api/users').send({ name, email, role: 'Agent' }).expect(201);
  const created = parseAnswer(contract.users.create, res.body);
  return { admin, created, token: created.invitation!.token };
}

describe('an invitation (a user added without a password)', () => {
  it('is a one-time link valid for 7 days; no password opens the account until it is used', async () => {
    const before = Date.now();
    const { created, token } = await invite();
    const expiresAt = Date.parse(created.invitation!.expiresAt);
    expect(expiresAt - before).toBeGreaterThanOrEqual(INVITATION_DAYS * 86_400_000 - 1_000);
    expect(expiresAt - before).toBeLessThanOrEqual(INVITATION_DAYS * 86_400_000 + 60_000);
    expect(token.length).toBeGreaterThanOrEqual(40);
    // Stored hashed: the token itself is nowhere in the database.
    const stored = await UserModel.findById(created._id).lean();
    expect(JSON.stringify(stored)).not.toContain(token);
    for (const password of ['Welcome123', CHOSEN, token]) await signIn('laila@test.local', password).expect(401);

    const who = await preview(token).expect(200);
    expect(parseAnswer(contract.invitations.preview, who.body)).toEqual({
      name: 'ليلى حسن',
      email: 'laila@test.local',
      expiresAt: created.invitation!.expiresAt,
    });

    const session = await accept(token).expect(200);
    const answer = parseAnswer(contract.invitations.accept, session.body);
    expect(answer.user).toMatchObject({ email: 'laila@test.local', mustChangePassword: false });
    await request(app).get('/api/auth/me').set('Authorization', `Bearer ${answer.token}`).expect(200);
    await signIn('laila@test.local', CHOSEN).expect(200);

    // Single use.
    expect((await accept(token, 'Another-Pass-99').expect(404)).body.code).toBe('INVITATION_INVALID');
    expect((await preview(token).expect(404)).body.code).toBe('INVITATION_INVALID');
    await signIn('laila@test.local', 'Another-Pass-99').expect(401);
  });

  it('refuses a weak password with the policy message, and stays usable', async () => {
    const { token } = await invite();
    const weak = await accept(token, 'laila').expect(400);
    expect(weak.body.message).toMatch(/at least 8/);
    const own = await accept(token, 'laila@test.local').expect(400);
    expect(own.body.message).toMatch(/email/);
    // The README's demo logins, one character eight times, eight spaces, and what the strength
    // estimate finds easy to guess (the agency's words, a common one dressed up, a keyboard walk).
    for (const guessable of [
      'ceo12345',
      'agent123',
      'aaaaaaaa',
      '        ',
      'agency123',
      'Agency2024',
      'Passw0rd!',
      'zxcvbnm1',
    ]) {
      expect((await accept(token, guessable).expect(400)).body.code).toBe('PASSWORD_REJECTED');
    }
    // Her own (Arabic) name run together: the reason is said.
    const named = await accept(token, 'ليلىحسن2025').expect(400);
    expect(named.body.message).toBe("Too easy to guess: It contains a name, the email or the agency's name.");
    await accept(token).expect(200);
  });

  it('refuses an expired, unknown or empty link with a clear message', async () => {
    const { created, token } = await invite();
    await UserModel.updateOne({ _id: created._id }, { $set: { 'invitation.expiresAt': new Date(Date.now() - 1000) } });
    const expired = await accept(token).expect(410);
    expect(expired.body).toMatchObject({ code: 'INVITATION_EXPIRED', message: expect.stringMatching(/expired/) });
    await preview(token).expect(410);
    await accept('not-a-real-token').expect(404);
    await accept('').expect(400);
    await request(app).post('/api/auth/invitation/accept').send({}).expect(400);
  });

  it('opens nothing for a deactivated or deleted account', async () => {
    const { admin, created, token } = await invite();
    await requestAs(app, admin).put(`/api/users/${created._id}`).send({ active: false }).expect(200);
    await accept(token).expect(404);
    await requestAs(app, admin).put(`/api/users/${created._id}`).send({ active: true }).expect(200);
    await requestAs(app, admin).delete(`/api/users/${created._id}`).expect(200);
    await accept(token).expect(404);
  });

  it('shows on the users list as awaiting a password, until the link expires', async () => {
    const { admin, created, token } = await invite();
    const list = await requestAs(app, admin).get('/api/users?search=laila').expect(200);
    const row = parseAnswer(contract.users.list, list.body).items[0]!;
    expect(row).toMatchObject({ awaitingPassword: true, invitationExpiresAt: created.invitation!.expiresAt });
    expect(JSON.stringify(list.body)).not.toMatch(/tokenHash|invitation"/);
    await accept(token).expect(200);
    const after = await requestAs(app, admin).get('/api/users?search=laila').expect(200);
    expect(after.body.items[0]).toMatchObject({ awaitingPassword: false, invitationExpiresAt: null });
  });
});

describe('POST /api/users/:id/invitation (access reset)', () => {
  it('voids the password, the earlier link and every session; only the new link opens the account', async () => {
    const { admin, created, token: first } = await invite();
    const firstSession = (await accept(first).expect(200)).body.token as string;
    const reset = await requestAs(app, admin).post(`/api/users/${created._id}/invitation`).expect(200);
    const link = parseAnswer(contract.users.resetAccess, reset.body);
    expect(link).toMatchObject({ userId: created._id, email: 'laila@test.local' });
    await signIn('laila@test.local', CHOSEN).expect(401);
    await request(app).get('/api/auth/me').set('Authorization', `Bearer ${firstSession}`).expect(401);
    await accept(first).expect(404);
    await accept(link.token, 'Fresh-Start-2027').expect(200);
    await signIn('laila@test.local', 'Fresh-Start-2027').expect(200);
  });

  it('replaces an unused link: the older one stops working', async () => {
    const { admin, created, token: first } = await invite();
    const second = (await requestAs(app, admin).post(`/api/users/${created._id}/invitation`).expect(200)).body.token;
    await accept(first).expect(404);
    await accept(second).expect(200);
  });

  it('is refused to Managers, Supervisors and Agents, for CEO accounts unless by a CEO, for oneself, and for deactivated or deleted accounts', async () => {
    const people = await oneOfEachRole();
    const target = await createUser('Agent', { teamId: people.team._id });
    for (const role of ['Manager', 'Supervisor', 'Agent'] as const) {
      const res = await requestAs(app, people[role]).post(`/api/users/${target._id}/invitation`).expect(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    const ceoRefused = await requestAs(app, people.Admin).post(`/api/users/${people.CEO._id}/invitation`).expect(403);
    expect(ceoRefused.body.code).toBe('USER_CEO_ONLY');
    const otherCeo = await createUser('CEO');
    await requestAs(app, people.CEO).post(`/api/users/${otherCeo._id}/invitation`).expect(200);
    const self = await requestAs(app, people.CEO).post(`/api/users/${people.CEO._id}/invitation`).expect(403);
    expect(self.body.code).toBe('USER_SELF_CHANGE_FORBIDDEN');
    // No Admin takes over another Admin's account with a sign-in link; the CEO may reset it.
    const otherAdmin = await createUser('Admin');
    const takeover = await requestAs(app, people.Admin).post(`/api/users/${otherAdmin._id}/invitation`).expect(403);
    expect(takeover.body.code).toBe('USER_CEO_ONLY');
    await requestAs(app, people.CEO).post(`/api/users/${otherAdmin._id}/invitation`).expect(200);
    const inactive = await createUser('Agent', { active: false });
    expect(
      (await requestAs(app, people.Admin).post(`/api/users/${inactive._id}/invitation`).expect(409)).body.code,
    ).toBe('USER_INACTIVE');
    await UserModel.updateOne({ _id: target._id }, { deletedAt: new Date() });
    await requestAs(app, people.Admin).post(`/api/users/${target._id}/invitation`).expect(404);
    await requestAs(app, people.Admin).post('/api/users/not-an-id/invitation').expect(400);
    // The refused target's password still works.
    expect(await UserModel.exists({ _id: people.CEO._id, awaitingPassword: true })).toBeNull();
  });
});

describe('accounts on the old shared default password', () => {
  it('are closed at start-up (sessions too), and offered a sign-in link; others are left alone', async () => {
    const shared = await bcrypt.hash('Welcome123', 4);
    const onShared = await UserModel.create({
      name: 'Old Hire',
      email: 'old@test.local',
      role: 'Agent',
      passwordHash: shared,
      mustChangePassword: true,
    });
    const changedSince = await createUser('Agent', { email: 'kept@test.local' });
    expect(await voidSharedPasswords(4, createLogger('silent'))).toBe(1);
    await signIn('old@test.local', 'Welcome123').expect(401);
    await request(app)
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${tokenFor(onShared)}`)
      .expect(401);
    expect(await UserModel.findById(onShared._id).lean()).toMatchObject({ awaitingPassword: true });
    expect(await UserModel.findById(changedSince._id).lean()).toMatchObject({ awaitingPassword: false });
    expect(await voidSharedPasswords(4, createLogger('silent'))).toBe(0);
  });
});
