import request from 'supertest';
import { contract } from '@crm/contracts';
import { createTeam, createUser, makeApp, oneOfEachRole, requestAs } from '../../../../test/helpers';
import { parseAnswer } from '../../../../test/strict';
import { ChatMessageModel } from '../chat.model';

const app = makeApp();
const PATH = '/api/teams/message';
const message = (to: unknown, extra: Record<string, unknown> = {}) => ({
  toUserIds: (Array.isArray(to) ? to : [to]).map(String),
  subject: 'Monday targets',
  message: 'Please call your follow-ups first.',
  ...extra,
});

describe('POST /api/teams/message', () => {
  it('lets a Manager write to a member of a team they run; it arrives as a chat message with its subject', async () => {
    const { Manager, Agent } = await oneOfEachRole();
    const sent = parseAnswer(
      contract.teams.message,
      (await requestAs(app, Manager).post(PATH).send(message(Agent._id)).expect(201)).body,
    );
    expect(sent).toEqual({ sent: 1 });

    const page = (
      await requestAs(app, Agent)
        .get(`/api/chats/${String(Manager._id)}/messages`)
        .expect(200)
    ).body;
    expect(page.items).toEqual([
      expect.objectContaining({ subject: 'Monday targets', body: 'Please call your follow-ups first.' }),
    ]);
    const threads = (await requestAs(app, Agent).get('/api/chats/threads').expect(200)).body;
    expect(threads.items[0]).toMatchObject({
      unread: 1,
      lastMessage: { body: 'Monday targets: Please call your follow-ups first.' },
    });
  });

  it('sends to all the members of a team at once, each in their own chat, in a fixed number of writes', async () => {
    const team = await createTeam('Cairo Sales');
    const supervisor = await createUser('Supervisor', { teamId: team._id });
    const members = [];
    for (const name of ['ليلى', 'Omar', 'Sara', 'Nour', 'Hana'])
      members.push(await createUser('Agent', { name, teamId: team._id }));
    // One of them already talks with the Supervisor: that conversation moves on, with one more unread.
    await requestAs(app, members[0]!)
      .post(`/api/chats/${String(supervisor._id)}/messages`)
      .send({ body: 'Hi' })
      .expect(201);
    const res = await requestAs(app, supervisor)
      .post(PATH)
      .send(message([...members.map((m) => m._id), members[1]!._id]))
      .expect(201);
    expect(res.body).toEqual({ sent: 5 });
    for (const member of members) {
      const threads = (await requestAs(app, member).get('/api/chats/threads').expect(200)).body;
      expect(threads.items).toEqual([
        expect.objectContaining({
          unread: 1,
          lastMessage: expect.objectContaining({ body: 'Monday targets: Please call your follow-ups first.' }),
        }),
      ]);
    }
    const mine = (await requestAs(app, supervisor).get('/api/chats/threads').expect(200)).body;
    expect(mine.items).toHaveLength(5);
    expect(await ChatMessageModel.countDocuments({ subject: 'Monday targets' })).toBe(5);
  });

  it('sends nothing when one of the chosen is outside the team (403) or deactivated (404)', async () => {
    const { team, Supervisor, Agent } = await oneOfEachRole();
    const outsider = await createUser('Agent', { teamId: (await createTeam())._id });
    const off = await createUser('Agent', { teamId: team._id, active: false });
    await requestAs(app, Supervisor)
      .post(PATH)
      .send(message([Agent._id, outsider._id]))
      .expect(403);
    await requestAs(app, Supervisor)
      .post(PATH)
      .send(message([Agent._id, off._id]))
      .expect(404);
    await requestAs(app, Supervisor).post(PATH).send(message([])).expect(400);
    expect(await ChatMessageModel.countDocuments()).toBe(0);
  });

  it('lets a Supervisor write to a member of their team, a Manager of another team run by them', async () => {
    const { team, Supervisor, Agent } = await oneOfEachRole();
    await requestAs(app, Supervisor).post(PATH).send(message(Agent._id)).expect(201);
    const second = await createTeam();
    const boss = await createUser('Manager', { teamIds: [team._id, second._id] });
    const elsewhere = await createUser('Agent', { teamId: second._id });
    await requestAs(app, boss).post(PATH).send(message(elsewhere._id)).expect(201);
    await requestAs(app, Supervisor).post(PATH).send(message(boss._id)).expect(201);
  });

  it('refuses Agents, CEO and Admin (403), whoever the recipient', async () => {
    const { Agent, CEO, Admin, Supervisor } = await oneOfEachRole();
    for (const caller of [Agent, CEO, Admin]) {
      await requestAs(app, caller).post(PATH).send(message(Supervisor._id)).expect(403);
    }
    await request(app).post(PATH).send(message(Agent._id)).expect(401);
  });

  it('refuses a recipient outside the caller teams, unknown, deleted or the caller (403)', async () => {
    const { Manager, Supervisor, CEO } = await oneOfEachRole();
    const outsider = await createUser('Agent', { teamId: (await createTeam())._id });
    const gone = await createUser('Agent', { teamId: Supervisor.teamId });
    await gone.updateOne({ deletedAt: new Date() });
    for (const to of [outsider._id, CEO._id, '0123456789abcdef01234567', gone._id, Supervisor._id]) {
      const res = await requestAs(app, Supervisor).post(PATH).send(message(to)).expect(403);
      expect(res.body.code).toBe('TEAM_MESSAGE_FORBIDDEN');
    }
    await requestAs(app, Manager).post(PATH).send(message(outsider._id)).expect(403);
    expect(await ChatMessageModel.countDocuments()).toBe(0);
  });

  it('refuses a deactivated member (404) and missing, blank or hostile fields (400)', async () => {
    const { team, Manager, Agent } = await oneOfEachRole();
    const off = await createUser('Agent', { teamId: team._id, active: false });
    await requestAs(app, Manager).post(PATH).send(message(off._id)).expect(404);
    const as = requestAs(app, Manager);
    await as
      .post(PATH)
      .send(message(Agent._id, { subject: '  ' }))
      .expect(400);
    await as
      .post(PATH)
      .send(message(Agent._id, { message: '' }))
      .expect(400);
    await as
      .post(PATH)
      .send({ toUserIds: [String(Agent._id)], subject: 'Hi' })
      .expect(400);
    await as.post(PATH).send(message('not-an-id')).expect(400);
    await as
      .post(PATH)
      .send(message({ $ne: null }))
      .expect(400);
    await as
      .post(PATH)
      .send(message(Agent._id, { subject: 'x'.repeat(201) }))
      .expect(400);
    await as
      .post(PATH)
      .send(message(Agent._id, { message: 'x'.repeat(5001) }))
      .expect(400);
  });
});
