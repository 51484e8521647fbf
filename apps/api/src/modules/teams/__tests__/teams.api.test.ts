import request from 'supertest';
import { Types } from 'mongoose';
import { contract } from '@crm/contracts';
import { LeadModel } from '../../leads';
import { TeamModel, UserModel } from '../../users';
import { createTeam, createUser, makeApp, oneOfEachRole, requestAs } from '../../../../test/helpers';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();

describe('refusals on /api/teams', () => {
  it.each(['Manager', 'Supervisor', 'Agent'] as const)('refuses a %s every team write with a 403', async (role) => {
    const people = await oneOfEachRole();
    const as = requestAs(app, people[role]);
    const id = String(people.team._id);
    const calls = [
      as.post('/api/teams').send({ name: 'New' }),
      as.put(`/api/teams/${id}`).send({ name: 'Renamed' }),
      as.delete(`/api/teams/${id}`),
      as.put(`/api/teams/${id}/members`).send({ memberIds: [] }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
    expect((await TeamModel.findById(id))?.name).toBe(people.team.name);
  });

  it.each(['Supervisor', 'Agent'] as const)('refuses a %s the team list and members with a 403', async (role) => {
    const people = await oneOfEachRole();
    const as = requestAs(app, people[role]);
    expect((await as.get('/api/teams')).status).toBe(403);
    expect((await as.get(`/api/teams/${people.team._id}/members`)).status).toBe(403);
  });

  it.each(['CEO', 'Admin', 'Agent'] as const)('refuses GET /api/teams/my to a %s with a 403', async (role) => {
    const people = await oneOfEachRole();
    expect((await requestAs(app, people[role]).get('/api/teams/my')).status).toBe(403);
  });

  it('refuses anonymous callers with a 401', async () => {
    await request(app).get('/api/teams').expect(401);
  });
});

describe('GET /api/teams', () => {
  it('lists every team of a big agency whole, past the first batch the database answers (101)', async () => {
    const admin = await createUser('Admin');
    const teams = await TeamModel.insertMany(
      Array.from({ length: 130 }, (_, i) => ({ name: `فريق ${String(i + 1).padStart(3, '0')}` })),
    );
    await createUser('Agent', { teamId: teams[120]!._id });
    const { body } = await requestAs(makeApp(), admin).get('/api/teams').expect(200);
    expect(body).toHaveLength(130);
    expect(new Set(body.map((t: { name: string }) => t.name)).size).toBe(130);
    expect(body.find((t: { _id: string }) => t._id === String(teams[120]!._id)).memberCount).toBe(1);
  });

  it('lists every team with member counts for CEO/Admin, and only their own for a Manager', async () => {
    const [a, b] = [await createTeam('Alpha'), await createTeam('Beta')];
    const admin = await createUser('Admin');
    const manager = await createUser('Manager', { teamIds: [b._id] });
    await createUser('Agent', { teamId: a._id });
    await createUser('Agent', { teamId: a._id });
    const deleted = await createUser('Agent', { teamId: a._id });
    await UserModel.updateOne({ _id: deleted._id }, { deletedAt: new Date() });

    const all = parseAnswer(contract.teams.list, (await requestAs(app, admin).get('/api/teams').expect(200)).body);
    expect(all.map((t) => [t.name, t.memberCount])).toEqual([
      ['Alpha', 2],
      ['Beta', 1],
    ]);
    const own = (await requestAs(app, manager).get('/api/teams').expect(200)).body;
    expect(own.map((t: { name: string }) => t.name)).toEqual(['Beta']);
  });

  it('counts a Manager in each team they run once, a Supervisor or Agent in their one team', async () => {
    const [a, b] = [await createTeam('Alpha'), await createTeam('Beta')];
    const admin = await createUser('Admin');
    const manager = await createUser('Manager', { teamIds: [a._id, b._id] });
    // Stored twice (an old import): still one member of Alpha.
    await UserModel.updateOne({ _id: manager._id }, { $set: { teamIds: [a._id, b._id, a._id] } });
    await createUser('Supervisor', { teamId: b._id });
    // An Admin's stray team fields make no member.
    await UserModel.updateOne({ _id: admin._id }, { $set: { teamId: a._id, teamIds: [b._id] } });
    const all = parseAnswer(contract.teams.list, (await requestAs(app, admin).get('/api/teams').expect(200)).body);
    expect(all.map((t) => [t.name, t.memberCount])).toEqual([
      ['Alpha', 1],
      ['Beta', 2],
    ]);
  });
});

describe('POST and PUT /api/teams', () => {
  it('creates and renames, refusing blank and duplicate names', async () => {
    const ceo = await createUser('CEO');
    const as = requestAs(app, ceo);
    const created = await as.post('/api/teams').send({ name: ' Zamalek ' }).expect(201);
    expect(parseAnswer(contract.teams.create, created.body)).toMatchObject({ name: 'Zamalek', memberCount: 0 });
    const blank = await as.post('/api/teams').send({ name: '   ' }).expect(400);
    expect(blank.body.message).toMatch(/Please enter a team name/);
    const dup = await as.post('/api/teams').send({ name: 'zamalek' }).expect(409);
    expect(dup.body.message).toBe('A team with this name already exists');

    await as.post('/api/teams').send({ name: 'Dokki' }).expect(201);
    const renamed = await as.put(`/api/teams/${created.body._id}`).send({ name: 'Zamalek East' }).expect(200);
    expect(renamed.body.name).toBe('Zamalek East');
    await as.put(`/api/teams/${created.body._id}`).send({ name: 'DOKKI' }).expect(409);
    await as.put(`/api/teams/${created.body._id}`).send({ name: 'zamalek east' }).expect(200); // own name, new case
    await as.put('/api/teams/0123456789abcdef01234567').send({ name: 'X' }).expect(404);
  });
});

describe('DELETE /api/teams/:id', () => {
  it('keeps members and leads, leaving them without the team', async () => {
    const admin = await createUser('Admin');
    const team = await createTeam('Closing');
    const other = await createTeam('Staying');
    const agent = await createUser('Agent', { teamId: team._id });
    const manager = await createUser('Manager', { teamIds: [team._id, other._id] });
    const lead = await LeadModel.create({ name: 'Client', teamId: team._id, assignedTo: agent._id });

    const res = await requestAs(app, admin).delete(`/api/teams/${team._id}`).expect(200);
    expect(parseAnswer(contract.teams.remove, res.body)).toEqual({
      ok: true,
      membersUnassigned: 2,
      leadsUnassigned: 1,
    });

    expect((await UserModel.findById(agent._id))?.teamId).toBeNull();
    expect((await UserModel.findById(manager._id))?.teamIds.map(String)).toEqual([String(other._id)]);
    const kept = await LeadModel.findById(lead._id).select('+history').lean();
    expect(kept?.teamId).toBeNull();
    expect(String(kept?.assignedTo)).toBe(String(agent._id));
    // Through the leads module: recorded on the lead's timeline, and its version moved on.
    expect(kept?.__v).toBe((lead.__v ?? 0) + 1);
    expect(kept?.history).toEqual([
      expect.objectContaining({
        kind: 'team',
        from: 'Closing',
        to: null,
        actor: expect.objectContaining({ name: admin.name }),
      }),
    ]);
    await requestAs(app, admin).delete(`/api/teams/${team._id}`).expect(404);
  });
});

describe('team members', () => {
  it('sets members: agents move teams, managers add it, CEO/Admin are refused', async () => {
    const admin = await createUser('Admin');
    const [a, b] = [await createTeam('A'), await createTeam('B')];
    const mover = await createUser('Agent', { teamId: a._id });
    const leaver = await createUser('Agent', { teamId: b._id });
    const manager = await createUser('Manager', { teamIds: [a._id] });
    await LeadModel.create([
      { name: 'L1', assignedTo: mover._id },
      { name: 'L2', assignedTo: mover._id },
      { name: 'L3', assignedTo: mover._id, deletedAt: new Date() },
    ]);
    const as = requestAs(app, admin);
    const res = await as
      .put(`/api/teams/${b._id}/members`)
      .send({ memberIds: [String(mover._id), String(manager._id)] })
      .expect(200);
    const members = parseAnswer(contract.teams.setMembers, res.body);
    expect(Object.fromEntries(members.map((m) => [m.name, m.leadCount]))).toEqual({
      [manager.name]: 0,
      [mover.name]: 2,
    });
    expect(String((await UserModel.findById(mover._id))?.teamId)).toBe(String(b._id));
    expect((await UserModel.findById(leaver._id))?.teamId).toBeNull();
    expect((await UserModel.findById(manager._id))?.teamIds.map(String).sort()).toEqual(
      [String(a._id), String(b._id)].sort(),
    );

    const bad = await as
      .put(`/api/teams/${b._id}/members`)
      .send({ memberIds: [String(admin._id)] })
      .expect(400);
    expect(bad.body.message).toMatch(/do not belong to teams/);
    await as
      .put(`/api/teams/${b._id}/members`)
      .send({ memberIds: ['0123456789abcdef01234567'] })
      .expect(400);
    await as
      .put(`/api/teams/${b._id}/members`)
      .send({ memberIds: ['nope'] })
      .expect(400);
  });

  it('shows a Manager the members of their teams only', async () => {
    const [mine, theirs] = [await createTeam(), await createTeam()];
    const manager = await createUser('Manager', { teamIds: [mine._id] });
    await createUser('Agent', { teamId: mine._id });
    const as = requestAs(app, manager);
    const res = await as.get(`/api/teams/${mine._id}/members`).expect(200);
    expect(res.body.map((m: { role: string }) => m.role).sort()).toEqual(['Agent', 'Manager']);
    await as.get(`/api/teams/${theirs._id}/members`).expect(404);
  });

  it('answers an empty team with no members, and a team that does not exist (or no longer) with a 404', async () => {
    const { Admin } = await oneOfEachRole();
    const [empty, deleted] = [await createTeam(), await createTeam()];
    await createUser('Agent', { teamId: deleted._id });
    const as = requestAs(app, Admin);
    expect((await as.get(`/api/teams/${empty._id}/members`).expect(200)).body).toEqual([]);
    await as.delete(`/api/teams/${deleted._id}`).expect(200);
    const res = await as.get(`/api/teams/${deleted._id}/members`).expect(404);
    expect(res.body.message).toBe('Team not found');
    await as.get('/api/teams/0123456789abcdef01234567/members').expect(404);
    await as.get('/api/teams/not-a-team/members').expect(400);
  });

  it('lists two members of the same name in one order, read after read', async () => {
    const { Admin } = await oneOfEachRole();
    const team = await createTeam();
    // Created in the opposite order of their ids, so neither the creation order nor chance can pass for the rule.
    const later = await createUser('Agent', {
      teamId: team._id,
      name: 'محمد علي',
      _id: new Types.ObjectId('ffffffffffffffffffffffff'),
    });
    const earlier = await createUser('Agent', {
      teamId: team._id,
      name: 'محمد علي',
      _id: new Types.ObjectId('000000000000000000000001'),
    });
    const ids = [String(earlier._id), String(later._id)];
    for (let read = 0; read < 3; read++) {
      const res = await requestAs(app, Admin).get(`/api/teams/${team._id}/members`).expect(200);
      expect(parseAnswer(contract.teams.members, res.body).map((m) => m._id)).toEqual(ids);
    }
  });
});

describe('GET /api/teams/my', () => {
  it("gives a Supervisor their team's members with lead counts, without themselves", async () => {
    const team = await createTeam('Sheikh Zayed');
    const supervisor = await createUser('Supervisor', { teamId: team._id });
    const agent = await createUser('Agent', { teamId: team._id });
    await createUser('Agent'); // another team's
    await LeadModel.create({ name: 'L', assignedTo: agent._id });
    const res = await requestAs(app, supervisor).get('/api/teams/my').expect(200);
    const body = parseAnswer(contract.teams.my, res.body);
    expect(body.teams).toHaveLength(1);
    expect(body.teams[0]).toMatchObject({ name: 'Sheikh Zayed' });
    expect(body.teams[0]!.members.map((m) => [m.name, m.leadCount])).toEqual([[agent.name, 1]]);
  });

  it('gives a Manager each of their teams, and a teamless Supervisor none', async () => {
    const [a, b] = [await createTeam('A'), await createTeam('B')];
    const manager = await createUser('Manager', { teamIds: [a._id, b._id] });
    await createUser('Agent', { teamId: a._id });
    await createUser('Supervisor', { teamId: b._id });
    const res = await requestAs(app, manager).get('/api/teams/my').expect(200);
    expect(res.body.teams.map((t: { name: string; members: unknown[] }) => [t.name, t.members.length])).toEqual([
      ['A', 1],
      ['B', 1],
    ]);
    const loner = await createUser('Supervisor');
    expect((await requestAs(app, loner).get('/api/teams/my').expect(200)).body).toEqual({ teams: [] });
  });
});
