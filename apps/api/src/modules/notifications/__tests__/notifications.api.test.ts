import request from 'supertest';
import { contract } from '@crm/contracts';
import { createTeam, createUser, makeApp, requestAs } from '../../../../test/helpers';
import { createLead } from '../../../../test/lead-fixtures';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();

describe('lead notifications', () => {
  it('shows assignees their own, CEO/Admin all, with read state per viewer', async () => {
    const team = await createTeam();
    const admin = await createUser('Admin');
    const ceo = await createUser('CEO');
    const agent = await createUser('Agent', { teamId: team._id });
    const other = await createUser('Agent', { teamId: team._id });
    const lead = await createLead({ name: 'Villa buyer', assignedTo: agent, teamId: team });
    await requestAs(app, admin).put(`/api/leads/${lead._id}`).send({ status: 'Contacted' }).expect(200);

    const mine = parseAnswer(
      contract.notifications.list,
      (await requestAs(app, agent).get('/api/leads/notifications?limit=50').expect(200)).body,
    );
    expect(mine.unread).toBe(1);
    expect(mine.items[0]).toMatchObject({
      leadName: 'Villa buyer',
      type: 'StatusChange',
      oldValue: 'New',
      newValue: 'Contacted',
      changedBy: { name: admin.name, role: 'Admin' },
      read: false,
    });
    expect((await requestAs(app, other).get('/api/leads/notifications').expect(200)).body.items).toEqual([]);
    expect((await requestAs(app, ceo).get('/api/leads/notifications').expect(200)).body.items).toHaveLength(1);

    const id = mine.items[0]!._id;
    await requestAs(app, agent).post(`/api/leads/notifications/${id}/read`).expect(200);
    const after = (await requestAs(app, agent).get('/api/leads/notifications').expect(200)).body;
    expect(after.unread).toBe(0);
    expect(after.items[0].read).toBe(true);
    expect((await requestAs(app, ceo).get('/api/leads/notifications').expect(200)).body.unread).toBe(1);

    await requestAs(app, other).post(`/api/leads/notifications/${id}/read`).expect(404);
  });

  it("hides a deleted lead's notifications and brings them back with the undo", async () => {
    const team = await createTeam();
    const admin = await createUser('Admin');
    const agent = await createUser('Agent', { teamId: team._id });
    const lead = await createLead({ name: 'Gone soon', assignedTo: agent, teamId: team });
    await requestAs(app, admin).put(`/api/leads/${lead._id}`).send({ status: 'Contacted' }).expect(200);
    const list = async (user: { _id: unknown }) =>
      parseAnswer(
        contract.notifications.list,
        (await requestAs(app, user).get('/api/leads/notifications').expect(200)).body,
      );
    expect((await list(agent)).items).toHaveLength(1);

    await requestAs(app, admin).delete(`/api/leads/${lead._id}`).expect(200);
    expect(await list(agent)).toEqual({ items: [], unread: 0 });
    expect((await list(admin)).items).toEqual([]);

    await requestAs(app, admin).post(`/api/leads/${lead._id}/restore`).expect(200);
    expect((await list(agent)).items.map((n) => (n.leadHidden ? null : n.leadName))).toEqual(['Gone soon']);
  });
  it("does not count one's own changes as unread for oneself", async () => {
    const team = await createTeam();
    const admin = await createUser('Admin');
    const ceo = await createUser('CEO');
    const agent = await createUser('Agent', { teamId: team._id });
    const lead = await createLead({ name: 'Own change', assignedTo: agent, teamId: team });
    await requestAs(app, admin).put(`/api/leads/${lead._id}`).send({ status: 'Contacted' }).expect(200);
    const list = async (user: { _id: unknown }) =>
      parseAnswer(
        contract.notifications.list,
        (await requestAs(app, user).get('/api/leads/notifications').expect(200)).body,
      );

    const byAdmin = await list(admin);
    expect(byAdmin.unread).toBe(0);
    expect(byAdmin.items[0]).toMatchObject({ leadName: 'Own change', read: true });
    // Everyone else still sees it as news.
    expect((await list(ceo)).unread).toBe(1);
    expect((await list(agent)).items[0]).toMatchObject({ read: false });
  });
});

describe('a new lead given to someone', () => {
  it('notifies its assignee when someone else adds it for them, not when they add their own', async () => {
    const team = await createTeam();
    const admin = await createUser('Admin', { name: 'Karim' });
    const agent = await createUser('Agent', { teamId: team._id, name: 'Laila' });
    const created = await requestAs(app, admin)
      .post('/api/leads')
      .send({ name: 'Walk-in buyer', assignedTo: String(agent._id) })
      .expect(201);
    await requestAs(app, agent).post('/api/leads').send({ name: 'My own walk-in' }).expect(201);

    const mine = parseAnswer(
      contract.notifications.list,
      (await requestAs(app, agent).get('/api/leads/notifications').expect(200)).body,
    );
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({
      leadId: created.body._id,
      leadName: 'Walk-in buyer',
      type: 'Reassignment',
      oldValue: null,
      newValue: 'Laila',
      changedBy: { name: 'Karim', role: 'Admin' },
      read: false,
    });
  });
});

describe('refusals', () => {
  it('needs a signed-in caller (401)', async () => {
    await request(app).get(contract.notifications.list.path).expect(401);
    await request(app).post('/api/leads/notifications/0123456789abcdef01234567/read').expect(401);
  });

  it('refuses a limit out of range and a malformed id (400), and an unknown notification (404)', async () => {
    const agent = await createUser('Agent');
    await requestAs(app, agent).get('/api/leads/notifications?limit=201').expect(400);
    await requestAs(app, agent).post('/api/leads/notifications/not-an-id/read').expect(400);
    await requestAs(app, agent).post('/api/leads/notifications/0123456789abcdef01234567/read').expect(404);
  });
});
