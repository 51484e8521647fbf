import request from 'supertest';
import { contract, PASSWORD_MESSAGES, weakPasswordMessage } from '@crm/contracts';
import { LeadModel } from '../../leads';
import { UserModel } from '../user.model';
import { createTeam, createUser, makeApp, oneOfEachRole, requestAs, tokenFor } from '../../../../test/helpers';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();

describe('refusals on /api/users', () => {
  it.each(['Manager', 'Supervisor', 'Agent'] as const)('refuses a %s on every users route with a 403', async (role) => {
    const people = await oneOfEachRole();
    const as = requestAs(app, people[role]);
    const id = String(people.Agent._id);
    const calls = [
      as.get('/api/users'),
      as.post('/api/users').send({ name: 'X', email: 'x@test.local', role: 'Agent' }),
      as.put(`/api/users/${id}`).send({ name: 'Y' }),
      as.delete(`/api/users/${id}`),
      as.get('/api/users/export'),
      as.post('/api/users/import').send({ dataUrl: 'data:x;base64,AA==' }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
    expect(await UserModel.countDocuments({ email: 'x@test.local' })).toBe(0);
  });

  it('refuses an anonymous caller with a 401', async () => {
    await request(app).get('/api/users').expect(401);
  });
});

describe('GET /api/users', () => {
  it('pages, searches literally and filters by role', async () => {
    const admin = await createUser('Admin', { name: 'Zed Admin' });
    for (let i = 0; i < 5; i++) await createUser('Agent', { name: `Agent ${i}` });
    await createUser('Supervisor', { name: 'Sam (lead)+' });
    const as = requestAs(app, admin);

    const page = parseAnswer(contract.users.list, (await as.get('/api/users?limit=2&page=2').expect(200)).body);
    expect(page).toMatchObject({ total: 7, page: 2, limit: 2 });
    expect(page.items).toHaveLength(2);

    const agents = (await as.get('/api/users?role=Agent&limit=50').expect(200)).body;
    expect(agents.total).toBe(5);

    const literal = (await as.get(`/api/users?search=${encodeURIComponent('(lead)+')}`).expect(200)).body;
    expect(literal.items.map((u: { name: string }) => u.name)).toEqual(['Sam (lead)+']);

    const dotStar = (await as.get('/api/users?search=.*').expect(200)).body;
    expect(dotStar.total).toBe(0);
  });

  it('refuses hostile queries without a 500', async () => {
    const admin = await createUser('Admin');
    const as = requestAs(app, admin);
    await as.get('/api/users?role[$ne]=CEO').expect(200); // an unknown key is dropped
    await as.get('/api/users?role=Boss').expect(400);
    await as.get('/api/users?search=a&search=b').expect(400);
    const huge = await as.get('/api/users?limit=100000').expect(200);
    expect(huge.body.limit).toBe(200);
  });
});

describe('POST /api/users', () => {
  it('creates a user with a one-time sign-in link, and no password opens the account, when none is given', async () => {
    const admin = await createUser('Admin');
    const team = await createTeam('Giza');
    const res = await requestAs(app, admin)
      .post('/api/users')
      .send({ name: ' New Agent ', email: 'NEW@test.local', role: 'Agent', teamId: String(team._id) })
      .expect(201);
    const user = parseAnswer(contract.users.create, res.body);
    expect(user).toMatchObject({ name: 'New Agent', email: 'new@test.local', teamId: { name: 'Giza' }, active: true });
    expect(user).toMatchObject({ awaitingPassword: true, invitation: { userId: user._id, email: 'new@test.local' } });
    // The shared default password of earlier versions, and the sign-in link's token, open nothing.
    for (const password of ['Welcome123', 'Default123', user.invitation!.token])
      await request(app).post('/api/auth/login').send({ email: 'new@test.local', password }).expect(401);
  });

  it('keeps the team list for Managers only', async () => {
    const ceo = await createUser('CEO');
    const [a, b] = [await createTeam(), await createTeam()];
    const teamIds = [String(a._id), String(b._id)];
    const manager = await requestAs(app, ceo)
      .post('/api/users')
      .send({ name: 'M', email: 'm@test.local', role: 'Manager', teamIds, password: 'Quiet-Harbor-42' })
      .expect(201);
    // The answer names the teams, as the list does.
    expect(
      [...parseAnswer(contract.users.create, manager.body).teamIds].sort((x, y) => x._id.localeCompare(y._id)),
    ).toEqual([a, b].map((t) => ({ _id: String(t._id), name: t.name })).sort((x, y) => x._id.localeCompare(y._id)));
    const agent = await requestAs(app, ceo)
      .post('/api/users')
      .send({ name: 'A', email: 'a@test.local', role: 'Agent', teamIds, password: 'Quiet-Harbor-42' })
      .expect(201);
    expect(agent.body.teamIds).toEqual([]);
  });

  it('answers validation errors with a 400 and a message', async () => {
    const admin = await createUser('Admin');
    const as = requestAs(app, admin);
    const badEmail = await as.post('/api/users').send({ name: 'X', email: 'nope', role: 'Agent' }).expect(400);
    expect(badEmail.body.message).toMatch(/valid email/);
    const shortPassword = await as
      .post('/api/users')
      .send({ name: 'X', email: 'x@t.co', role: 'Agent', password: '123' });
    expect(shortPassword.status).toBe(400);
    expect(shortPassword.body.message).toMatch(/at least 8/);
    await as.post('/api/users').send({ name: 'X', email: 'x@t.co', role: 'Agent', teamId: 'bad' }).expect(400);
    const ghostTeam = await as
      .post('/api/users')
      .send({ name: 'X', email: 'x@t.co', role: 'Agent', teamId: '0123456789abcdef01234567' })
      .expect(400);
    expect(ghostTeam.body.message).toBe('Team not found');
  });

  it('refuses a taken email with a 409', async () => {
    const admin = await createUser('Admin');
    await createUser('Agent', { email: 'taken@test.local' });
    const res = await requestAs(app, admin)
      .post('/api/users')
      .send({ name: 'X', email: 'Taken@test.local', role: 'Agent' })
      .expect(409);
    expect(res.body.message).toBe('A user with this email already exists');
  });

  it('lets only a CEO create a CEO', async () => {
    const admin = await createUser('Admin');
    const ceo = await createUser('CEO');
    const body = { name: 'Boss', email: 'boss@test.local', role: 'CEO' };
    const refused = await requestAs(app, admin).post('/api/users').send(body).expect(403);
    expect(refused.body.message).toBe('Only the CEO can manage CEO and Admin accounts');
    await requestAs(app, ceo).post('/api/users').send(body).expect(201);
  });
});

describe('PUT /api/users/:id', () => {
  it('edits name, team, active flag and password', async () => {
    const admin = await createUser('Admin');
    const team = await createTeam('Nasr City');
    const agent = await createUser('Agent');
    const res = await requestAs(app, admin)
      .put(`/api/users/${agent._id}`)
      .send({ name: 'Renamed', teamId: String(team._id), password: 'Nasr-City-Tides-4' })
      .expect(200);
    expect(parseAnswer(contract.users.update, res.body)).toMatchObject({
      name: 'Renamed',
      teamId: { name: 'Nasr City' },
    });
    await request(app).post('/api/auth/login').send({ email: agent.email, password: 'Nasr-City-Tides-4' }).expect(200);

    await requestAs(app, admin).put(`/api/users/${agent._id}`).send({ active: false }).expect(200);
    await request(app).post('/api/auth/login').send({ email: agent.email, password: 'Nasr-City-Tides-4' }).expect(401);
  });

  it('keeps the password when an empty one is sent', async () => {
    const admin = await createUser('Admin');
    const agent = await createUser('Agent');
    await requestAs(app, admin).put(`/api/users/${agent._id}`).send({ password: '' }).expect(200);
    await request(app).post('/api/auth/login').send({ email: agent.email, password: 'secret123' }).expect(200);
  });

  it('moves team fields when the role changes to Manager', async () => {
    const admin = await createUser('Admin');
    const team = await createTeam();
    const agent = await createUser('Agent', { teamId: team._id });
    const res = await requestAs(app, admin)
      .put(`/api/users/${agent._id}`)
      .send({ role: 'Manager', teamIds: [String(team._id)] })
      .expect(200);
    expect(res.body.teamId).toBeNull();
    expect(res.body.teamIds.map((t: { _id: string }) => t._id)).toEqual([String(team._id)]);
  });

  it('refuses an Admin editing a CEO or granting the CEO role', async () => {
    const admin = await createUser('Admin');
    const ceo = await createUser('CEO');
    const agent = await createUser('Agent');
    await requestAs(app, admin).put(`/api/users/${ceo._id}`).send({ name: 'X' }).expect(403);
    await requestAs(app, admin).put(`/api/users/${agent._id}`).send({ role: 'CEO' }).expect(403);
  });

  it('refuses changing your own role or deactivating yourself', async () => {
    const ceo = await createUser('CEO');
    await requestAs(app, ceo).put(`/api/users/${ceo._id}`).send({ role: 'Agent' }).expect(403);
    await requestAs(app, ceo).put(`/api/users/${ceo._id}`).send({ active: false }).expect(403);
    await requestAs(app, ceo).put(`/api/users/${ceo._id}`).send({ name: 'Me' }).expect(200);
  });

  it('leaves Admin accounts to the CEO: an Admin edits, deletes or makes no Admin, not even their own account', async () => {
    const [ceo, admin, other] = [await createUser('CEO'), await createUser('Admin'), await createUser('Admin')];
    const agent = await createUser('Agent');
    const as = requestAs(app, admin);
    for (const res of [
      await as.put(`/api/users/${other._id}`).send({ name: 'Taken over' }),
      await as.put(`/api/users/${admin._id}`).send({ name: 'Me' }),
      await as.put(`/api/users/${agent._id}`).send({ role: 'Admin' }),
      await as.delete(`/api/users/${other._id}`),
      await as.post('/api/users').send({ name: 'New Admin', email: 'new.admin@test.local', role: 'Admin' }),
    ]) {
      expect([res.status, res.body.code]).toEqual([403, 'USER_CEO_ONLY']);
    }
    expect((await UserModel.findById(other._id).lean())?.name).not.toBe('Taken over');
    expect((await UserModel.findById(agent._id).lean())?.role).toBe('Agent');
    await requestAs(app, ceo).put(`/api/users/${other._id}`).send({ name: 'Renamed by the CEO' }).expect(200);
  });

  it('answers 404 for an unknown user, 400 for a malformed id and 409 for a taken email', async () => {
    const admin = await createUser('Admin');
    const other = await createUser('Agent', { email: 'other@test.local' });
    const agent = await createUser('Agent');
    const as = requestAs(app, admin);
    const missing = await as.put('/api/users/0123456789abcdef01234567').send({ name: 'X' }).expect(404);
    expect(missing.body.message).toBe('User not found');
    await as.put('/api/users/not-an-id').send({ name: 'X' }).expect(400);
    await as.put(`/api/users/${agent._id}`).send({ email: other.email }).expect(409);
  });
});

describe('DELETE /api/users/:id', () => {
  it('removes the account but keeps its leads, and frees the email', async () => {
    const admin = await createUser('Admin');
    const agent = await createUser('Agent', { email: 'leaving@test.local' });
    await LeadModel.create({ name: 'Client', assignedTo: agent._id, createdBy: agent._id });
    await requestAs(app, admin).delete(`/api/users/${agent._id}`).expect(200);

    expect(await LeadModel.countDocuments({ assignedTo: agent._id })).toBe(1);
    const list = (await requestAs(app, admin).get('/api/users?search=leaving').expect(200)).body;
    expect(list.total).toBe(0);
    await request(app).post('/api/auth/login').send({ email: 'leaving@test.local', password: 'secret123' }).expect(401);
    await requestAs(app, admin)
      .post('/api/users')
      .send({ name: 'Again', email: 'leaving@test.local', role: 'Agent' })
      .expect(201);
    await requestAs(app, admin).delete(`/api/users/${agent._id}`).expect(404);
  });

  it('refuses deleting yourself, and an Admin deleting a CEO', async () => {
    const admin = await createUser('Admin');
    const ceo = await createUser('CEO');
    await requestAs(app, admin).delete(`/api/users/${admin._id}`).expect(403);
    await requestAs(app, admin).delete(`/api/users/${ceo._id}`).expect(403);
    await requestAs(app, ceo).delete(`/api/users/${ceo._id}`).expect(403);
  });
});

describe('PUT /api/users/:id ends earlier sessions', () => {
  const me = (token: string) => request(app).get('/api/auth/me').set('Authorization', `Bearer ${token}`);

  it.each([
    ['a new password', [{ password: 'Quiet-Harbor-42' }]],
    ['a deactivation (even once reactivated)', [{ active: false }, { active: true }]],
    ['a role change', [{ role: 'Supervisor' }]],
  ])('on %s', async (_change, edits) => {
    const admin = await createUser('Admin');
    const agent = await createUser('Agent');
    const oldToken = tokenFor(agent);
    for (const edit of edits) await requestAs(app, admin).put(`/api/users/${agent._id}`).send(edit).expect(200);
    await me(oldToken).expect(401);
    await me(tokenFor((await UserModel.findById(agent._id))!)).expect(200);
  });

  it('but not on a new name, email or team', async () => {
    const admin = await createUser('Admin');
    const team = await createTeam();
    const agent = await createUser('Agent');
    const token = tokenFor(agent);
    await requestAs(app, admin)
      .put(`/api/users/${agent._id}`)
      .send({ name: 'Renamed', email: 'renamed@test.local', teamId: String(team._id), role: 'Agent', password: '' })
      .expect(200);
    await me(token).expect(200);
  });
});

describe('passwords set through /api/users', () => {
  it("marks a password an admin set for someone else as theirs to replace; one's own is not", async () => {
    const admin = await createUser('Admin');
    const agent = await createUser('Agent');
    const reset = await requestAs(app, admin)
      .put(`/api/users/${agent._id}`)
      .send({ password: 'Quiet-Harbor-42' })
      .expect(200);
    expect(parseAnswer(contract.users.update, reset.body).mustChangePassword).toBe(true);
    const ceo = await createUser('CEO');
    const own = await requestAs(app, ceo)
      .put(`/api/users/${ceo._id}`)
      .send({ password: 'Quiet-Harbor-43' })
      .expect(200);
    expect(own.body.mustChangePassword).toBe(false);
  });

  it.each([
    ['too short', { password: 'Ab1-xyz' }, PASSWORD_MESSAGES.tooShort],
    ['too common', { password: 'Password123' }, weakPasswordMessage({ warning: 'common' })],
    ['the agency name', { password: 'NileRealty2026' }, weakPasswordMessage({ warning: 'userInputs' })],
    ['the person name', { password: 'SaraHassan99' }, weakPasswordMessage({ warning: 'userInputs' })],
    ['the email', { password: 'sara.ali@test.local' }, PASSWORD_MESSAGES.isEmail],
    ['the name part of the email', { password: 'Sara.Ali' }, PASSWORD_MESSAGES.isEmail],
  ])('refuses a password that is %s, on create and on edit', async (_case, body, message) => {
    const admin = await createUser('Admin');
    const as = requestAs(app, admin);
    const created = await as
      .post('/api/users')
      .send({ name: 'Sara Hassan', email: 'sara.ali@test.local', role: 'Agent', ...body });
    expect(created.status).toBe(400);
    expect(created.body.message).toContain(message);
    expect(await UserModel.countDocuments({ email: 'sara.ali@test.local' })).toBe(0);

    // On edit the stored email counts too, when the body does not carry one.
    const sara = await createUser('Agent', { name: 'Sara Hassan', email: 'sara.ali@test.local' });
    const edited = await as.put(`/api/users/${sara._id}`).send(body).expect(400);
    expect(edited.body.message).toContain(message);
  });
});
