import { contract, type LeadNotification, type PortalNotification } from '@crm/contracts';
import { LeadModel } from '../../leads';
import { firstContactWatchTick } from '../first-contact-watch';
import { createTeam, createUser, makeApp, requestAs } from '../../../../test/helpers';
import { createLead } from '../../../../test/lead-fixtures';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();

async function notificationsOf(user: { _id: unknown }): Promise<PortalNotification[]> {
  const res = await requestAs(app, user).get('/api/leads/notifications').expect(200);
  return parseAnswer(contract.notifications.list, res.body).items;
}

/** What a notification about a lead its reader may not open carries: no name, no old or new status. */
const hiddenNotice = (leadId: unknown, type: LeadNotification['type']) => ({
  leadId: String(leadId),
  leadHidden: true,
  type,
  oldValue: null,
  newValue: null,
});

describe('GET /api/leads/notifications: a lead the reader may not open is not named', () => {
  it('a Supervisor told that a private lead of their team is overdue reads no name', async () => {
    const team = await createTeam();
    const supervisor = await createUser('Supervisor', { teamId: team._id });
    const agent = await createUser('Agent', { teamId: team._id });
    const ceo = await createUser('CEO');
    const lead = await createLead({
      name: 'Private villa',
      privacy: 'agent_private',
      teamId: team,
      assignedTo: agent,
      createdBy: agent,
    });
    const now = new Date();
    const dueAt = new Date(now.getTime() - 60_000);
    await LeadModel.collection.updateOne({ _id: lead._id }, { $set: { firstContactDueAt: dueAt } });
    expect(await firstContactWatchTick(now)).toBe(1);

    const [notice] = await notificationsOf(supervisor);
    expect(notice).toMatchObject({ leadId: String(lead._id), leadHidden: true, type: 'FirstContactOverdue' });
    // Who is late, and since when, is about a colleague, not the lead: still said.
    expect(notice).toMatchObject({ changedBy: { name: agent.name, role: 'Agent' }, newValue: dueAt.toISOString() });
    expect(JSON.stringify(notice)).not.toContain('Private villa');
    // CEO/Admin may open every lead: named for them.
    expect((await notificationsOf(ceo))[0]).toMatchObject({ leadHidden: false, leadName: 'Private villa' });
  });

  it('an Agent whose lead moved to another team no longer reads its name or its changes', async () => {
    const [north, south] = [await createTeam(), await createTeam()];
    const admin = await createUser('Admin');
    const agent = await createUser('Agent', { teamId: north._id });
    const southAgent = await createUser('Agent', { teamId: south._id });
    const lead = await createLead({ name: 'Moved buyer', teamId: north, assignedTo: agent });
    await requestAs(app, admin).put(`/api/leads/${lead._id}`).send({ status: 'Contacted' }).expect(200);
    expect((await notificationsOf(agent))[0]).toMatchObject({ leadHidden: false, leadName: 'Moved buyer' });

    await requestAs(app, admin)
      .post(`/api/leads/${lead._id}/assign`)
      .send({ userId: String(southAgent._id) })
      .expect(200);
    const [notice] = await notificationsOf(agent);
    expect(notice).toMatchObject(hiddenNotice(lead._id, 'StatusChange'));
    expect(JSON.stringify(notice)).not.toContain('Moved buyer');
    // The new assignee may open it: named.
    expect((await notificationsOf(southAgent))[0]).toMatchObject({ leadHidden: false, leadName: 'Moved buyer' });
  });

  it('still marks a notice about a lead one may not open as read', async () => {
    const team = await createTeam();
    const supervisor = await createUser('Supervisor', { teamId: team._id });
    const agent = await createUser('Agent', { teamId: team._id });
    const lead = await createLead({ privacy: 'agent_private', teamId: team, assignedTo: agent, createdBy: agent });
    const now = new Date();
    await LeadModel.collection.updateOne(
      { _id: lead._id },
      { $set: { firstContactDueAt: new Date(now.getTime() - 1) } },
    );
    await firstContactWatchTick(now);
    const [notice] = await notificationsOf(supervisor);
    await requestAs(app, supervisor).post(`/api/leads/notifications/${notice!._id}/read`).expect(200);
    expect((await notificationsOf(supervisor))[0]).toMatchObject({ leadHidden: true, read: true });
  });
});
