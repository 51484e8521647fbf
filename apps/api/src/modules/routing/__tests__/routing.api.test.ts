import request from 'supertest';
import { Types } from 'mongoose';
import { LeadModel } from '../../leads';
import { NotificationModel } from '../../notifications';
import { UserModel } from '../../users';
import { createTeam, createUser, makeApp, oneOfEachRole, requestAs, testConfig } from '../../../../test/helpers';
import { historyOf } from '../../../../test/lead-fixtures';
import { addSource } from '../../../../test/intake-test-kit';
import { rerouteTick } from '../routing.reroute';
import { routingSettingsOf } from '../routing.settings';

const app = makeApp();
let phone = 1000;
const nextPhone = () => `0100000${String(++phone).padStart(4, '0')}`;

/** A form source whose leads one rule routes over three Agents (round robin unless told). */
async function formRoutedOver(assign: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  const admin = await createUser('Admin');
  const team = await createTeam('New Capital');
  const supervisor = await createUser('Supervisor', { teamId: team._id, name: 'Youssef' });
  const agents = [
    await createUser('Agent', { teamId: team._id, name: 'Ahmed' }),
    await createUser('Agent', { teamId: team._id, name: 'Basma' }),
    await createUser('Agent', { teamId: team._id, name: 'Chady' }),
  ];
  const source = await addSource(app, admin, { kind: 'form', name: 'Website form', teamId: String(team._id) });
  await requestAs(app, admin)
    .put('/api/routing/rules')
    .send({
      rules: [
        {
          name: 'Website New Capital',
          match: { intakeSourceIds: [source._id] },
          assign: { userIds: agents.map((a) => String(a._id)), ...assign },
          ...extra,
        },
      ],
    })
    .expect(200);
  const post = (name: string) =>
    request(app).post(`/api/intake/forms/${source.key}`).send({ name, phone: nextPhone() }).expect(201);
  return { admin, team, supervisor, agents, source, post };
}

const holders = async () => {
  const leads = await LeadModel.find({}).select('assignedTo').lean();
  const counts = new Map<string, number>();
  for (const lead of leads) counts.set(String(lead.assignedTo), (counts.get(String(lead.assignedTo)) ?? 0) + 1);
  return counts;
};

describe('lead routing (issue 48)', () => {
  it('round-robins nine form leads three to each, each naming its rule; after a deactivation, four go two and two', async () => {
    const { agents, post } = await formRoutedOver();
    for (let i = 0; i < 9; i++) await post(`Client ${i}`);
    const after9 = await holders();
    expect(agents.map((a) => after9.get(String(a._id)))).toEqual([3, 3, 3]);
    const lead = await LeadModel.findOne({ name: 'Client 0' }).lean();
    expect(lead!.routing).toMatchObject({
      rule: 'Website New Capital',
      reason: expect.stringContaining('rule Website New Capital'),
    });
    expect(lead!.assignedAt).not.toBeNull();
    expect(lead!.firstContactDueAt).not.toBeNull();
    const history = await historyOf(lead!);
    expect(history.map((h) => h.kind)).toEqual(expect.arrayContaining(['arrived', 'routed', 'assignment']));
    expect(
      await NotificationModel.countDocuments({ recipientId: lead!.assignedTo, type: 'Reassignment' }),
    ).toBeGreaterThan(0);

    await UserModel.updateOne({ _id: agents[0]!._id }, { $set: { active: false } });
    for (let i = 9; i < 13; i++) await post(`Client ${i}`);
    const after13 = await holders();
    expect(agents.map((a) => after13.get(String(a._id)))).toEqual([3, 5, 5]);
    const late = await LeadModel.findOne({ name: 'Client 12' }).lean();
    expect(late!.routing!.reason).toContain('skipped Ahmed: deactivated');
  });

  it('leaves a third lead waiting (not with someone outside the rule) under a daily cap of 2, and tells the Supervisor why', async () => {
    const admin = await createUser('Admin');
    const team = await createTeam('Cairo');
    const supervisor = await createUser('Supervisor', { teamId: team._id });
    const agent = await createUser('Agent', { teamId: team._id, name: 'Dina' });
    await createUser('Agent', { teamId: team._id, name: 'Outside the rule' });
    const source = await addSource(app, admin, { kind: 'form', name: 'Landing page', teamId: String(team._id) });
    await requestAs(app, admin)
      .put('/api/routing/rules')
      .send({ rules: [{ name: 'Capped', match: {}, assign: { userIds: [String(agent._id)], dailyCap: 2 } }] })
      .expect(200);
    for (let i = 0; i < 3; i++) {
      await request(app)
        .post(`/api/intake/forms/${source.key}`)
        .send({ name: `Capped ${i}`, phone: nextPhone() })
        .expect(201);
    }
    const third = await LeadModel.findOne({ name: 'Capped 2' }).lean();
    expect(third).toMatchObject({ assignedTo: null });
    expect(String(third!.teamId)).toBe(String(team._id));
    expect(third!.routing!.reason).toContain('daily cap of 2 reached');
    expect(await LeadModel.countDocuments({ assignedTo: agent._id })).toBe(2);
    expect(await NotificationModel.findOne({ recipientId: supervisor._id, type: 'Unrouted' }).lean()).toMatchObject({
      leadId: third!._id,
    });
  });

  it('passes over people on leave and people who cannot sign in yet, and says so', async () => {
    const { admin, agents, post } = await formRoutedOver();
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    await requestAs(app, admin)
      .put(`/api/routing/away/${String(agents[0]!._id)}`)
      .send({ from: null, until: tomorrow })
      .expect(200);
    await UserModel.updateOne(
      { _id: agents[1]!._id },
      {
        $set: { awaitingPassword: true, invitation: { tokenHash: 'x', expiresAt: new Date(Date.now() + 86_400_000) } },
      },
    );
    for (let i = 0; i < 3; i++) await post(`Away ${i}`);
    expect((await holders()).get(String(agents[2]!._id))).toBe(3);
    const lead = await LeadModel.findOne({ name: 'Away 0' }).lean();
    expect(lead!.routing!.reason).toContain('skipped Ahmed: on leave');
    expect(lead!.routing!.reason).toContain('skipped Basma: cannot sign in yet');
  });

  it('gives the lead to whoever holds the fewest open leads with fewest_open', async () => {
    const { agents, post } = await formRoutedOver({ strategy: 'fewest_open' });
    await LeadModel.insertMany(
      [0, 0, 1].map((i) => ({ name: `Busy ${i}`, assignedTo: agents[i]!._id, status: 'New', phone: '' })),
    );
    await post('Fewest');
    expect((await LeadModel.findOne({ name: 'Fewest' }).lean())!.assignedTo).toEqual(agents[2]!._id);
  });

  it('hands a lead on once when its first contact does not come in time, never back to the one who missed it', async () => {
    const { agents, post } = await formRoutedOver({}, { rerouteTimes: 1 });
    await post('Slow');
    const routed = (await LeadModel.findOne({ name: 'Slow' }).lean())!;
    const first = routed.assignedTo!;
    const settings = routingSettingsOf(testConfig);
    expect(await rerouteTick(settings, new Date())).toBe(0);
    const past = new Date(routed.firstContactDueAt!.getTime() + 60_000);
    expect(await rerouteTick(settings, past)).toBe(1);
    const handed = (await LeadModel.findOne({ name: 'Slow' }).lean())!;
    expect(String(handed.assignedTo)).not.toBe(String(first));
    expect(agents.map((a) => String(a._id))).toContain(String(handed.assignedTo));
    expect(handed.routing!.reason).toContain('first contact missed');
    expect(await rerouteTick(settings, new Date(past.getTime() + 86_400_000 * 3))).toBe(0);
  });

  it('shows where the last leads would go in a dry run, changing nothing', async () => {
    const { admin, agents, post } = await formRoutedOver();
    for (let i = 0; i < 3; i++) await post(`Dry ${i}`);
    const before = await holders();
    const res = await requestAs(app, admin)
      .post('/api/routing/dry-run')
      .send({ rules: [{ name: 'Only Chady', match: {}, assign: { userIds: [String(agents[2]!._id)] } }] })
      .expect(200);
    expect(res.body.items).toHaveLength(3);
    expect(res.body.items[0]).toMatchObject({ rule: 'Only Chady', assignee: { name: 'Chady' } });
    expect(await holders()).toEqual(before);
  });

  it('lets only CEO and Admin read and set the rules (Managers, Supervisors and Agents get 403)', async () => {
    const people = await oneOfEachRole();
    const body = { rules: [{ name: 'R', match: {}, assign: { userIds: [String(people.Agent._id)] } }] };
    for (const role of ['Manager', 'Supervisor', 'Agent'] as const) {
      const as = requestAs(app, people[role]);
      await as.get('/api/routing/rules').expect(403);
      await as.put('/api/routing/rules').send(body).expect(403);
      await as.post('/api/routing/dry-run').send(body).expect(403);
      await as
        .put(`/api/routing/away/${String(people.Agent._id)}`)
        .send({ from: null, until: null })
        .expect(403);
    }
    const saved = await requestAs(app, people.CEO).put('/api/routing/rules').send(body).expect(200);
    expect(saved.body.rules[0]._id).toMatch(/^[0-9a-f]{24}$/);
    await requestAs(app, people.Admin).get('/api/routing/rules').expect(200);
    await requestAs(app, people.CEO)
      .put('/api/routing/rules')
      .send({ rules: [{ name: 'Nobody', match: {}, assign: {} }] })
      .expect(400);
    await requestAs(app, people.CEO)
      .put(`/api/routing/away/${new Types.ObjectId().toHexString()}`)
      .send({ from: null, until: null })
      .expect(404);
  });

  it('routes a lead added unassigned by hand only when the agency chose so', async () => {
    const admin = await createUser('Admin');
    const agent = await createUser('Agent', { name: 'Hand Agent' });
    const rules = (routeManualLeads: boolean) => ({
      routeManualLeads,
      rules: [{ name: 'Everyone', match: {}, assign: { userIds: [String(agent._id)] } }],
    });
    await requestAs(app, admin).put('/api/routing/rules').send(rules(false)).expect(200);
    await requestAs(app, admin).post('/api/leads').send({ name: 'Walk-in one', phone: nextPhone() }).expect(201);
    expect((await LeadModel.findOne({ name: 'Walk-in one' }).lean())!.assignedTo).toBeNull();

    await requestAs(app, admin).put('/api/routing/rules').send(rules(true)).expect(200);
    await requestAs(app, admin).post('/api/leads').send({ name: 'Walk-in two', phone: nextPhone() }).expect(201);
    const routed = (await LeadModel.findOne({ name: 'Walk-in two' }).lean())!;
    expect(routed.assignedTo).toEqual(agent._id);
    expect(routed.routing).toMatchObject({ rule: 'Everyone' });
  });
});
