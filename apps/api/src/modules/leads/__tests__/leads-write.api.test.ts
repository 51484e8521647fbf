import { contract } from '@crm/contracts';
import { LeadModel } from '../lead.model';
import { NotificationModel } from '../../notifications';
import { createTeam, createUser, makeApp, oneOfEachRole, requestAs } from '../../../../test/helpers';
import { createLead } from '../../../../test/lead-fixtures';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();

describe('POST /api/leads', () => {
  it('applies each role default', async () => {
    const p = await oneOfEachRole();
    const create = async (role: keyof typeof p, body: Record<string, unknown>) =>
      parseAnswer(
        contract.leads.create,
        (
          await requestAs(app, p[role] as { _id: unknown })
            .post('/api/leads')
            .send(body)
            .expect(201)
        ).body,
      );
    const agentLead = await create('Agent', { name: 'A', source: 'Campaign', privacy: 'public' });
    expect(agentLead).toMatchObject({
      privacy: 'agent_private',
      assignedTo: { _id: String(p.Agent._id) },
      teamId: { _id: String(p.team._id) },
      status: 'New',
    });
    const supLead = await create('Supervisor', { name: 'S', source: 'Campaign' });
    expect(supLead).toMatchObject({
      source: 'Organic',
      privacy: 'public',
      assignedTo: { _id: String(p.Supervisor._id) },
    });
    const mgrLead = await create('Manager', { name: 'M', source: 'Campaign' });
    expect(mgrLead).toMatchObject({
      source: 'Organic',
      assignedTo: { _id: String(p.Manager._id) },
      teamId: { _id: String(p.team._id) },
    });
    const adminLead = await create('Admin', { name: 'X', source: 'Campaign', assignedTo: String(p.Agent._id) });
    expect(adminLead).toMatchObject({
      source: 'Campaign',
      privacy: 'public',
      assignedTo: { name: p.Agent.name },
      teamId: { name: p.team.name },
      createdBy: { name: p.Admin.name },
    });
  });

  it('stores the phone in its international form and trims the email; refuses a blank name', async () => {
    const ceo = await createUser('CEO');
    const res = await requestAs(app, ceo)
      .post('/api/leads')
      .send({ name: ' Hala ', phone: '+20 100-123 4567', email: ' HALA@X.COM ' })
      .expect(201);
    expect(res.body).toMatchObject({ name: 'Hala', phone: '+201001234567', email: 'hala@x.com' });
    // A local number is read in the agency's country (DEFAULT_COUNTRY, EG by default).
    const local = await requestAs(app, ceo)
      .post('/api/leads')
      .send({ name: 'Local', phone: '01009998877' })
      .expect(201);
    expect(local.body.phone).toBe('+201009998877');
    const blank = await requestAs(app, ceo).post('/api/leads').send({ name: '  ' }).expect(400);
    expect(blank.body.message).toMatch(/Name is required/);
  });

  it('refuses a team that does not exist (400, nothing stored)', async () => {
    const ceo = await createUser('CEO');
    const res = await requestAs(app, ceo)
      .post('/api/leads')
      .send({ name: 'Nowhere', teamId: '0123456789abcdef01234567' })
      .expect(400);
    expect(res.body.message).toBe('Team not found');
    expect(await LeadModel.countDocuments({ name: 'Nowhere' })).toBe(0);
  });

  it('makes a Manager of several teams pick one of them', async () => {
    const [a, b, c] = [await createTeam(), await createTeam(), await createTeam()];
    const manager = await createUser('Manager', { teamIds: [a._id, b._id] });
    const as = requestAs(app, manager);
    expect((await as.post('/api/leads').send({ name: 'X' }).expect(400)).body.message).toBe('Please choose a team');
    await as
      .post('/api/leads')
      .send({ name: 'X', teamId: String(c._id) })
      .expect(403);
    const ok = await as
      .post('/api/leads')
      .send({ name: 'X', teamId: String(b._id) })
      .expect(201);
    expect(ok.body.teamId._id).toBe(String(b._id));
  });

  it('refuses CEO/Admin as assignee', async () => {
    const admin = await createUser('Admin');
    const ceo = await createUser('CEO');
    const res = await requestAs(app, admin)
      .post('/api/leads')
      .send({ name: 'X', assignedTo: String(ceo._id) })
      .expect(400);
    expect(res.body.message).toBe('Leads cannot be assigned to CEO or Admin');
  });

  it('guards duplicate phones, naming the owner only to those who may see the lead', async () => {
    const team = await createTeam();
    const owner = await createUser('Agent', { teamId: team._id, name: 'Owner Agent' });
    const stranger = await createUser('Supervisor');
    const admin = await createUser('Admin');
    await createLead({ name: 'Existing', phone: '+201001234567', assignedTo: owner, privacy: 'agent_private' });

    // The same mobile written the local way is the same phone.
    const hidden = await requestAs(app, stranger)
      .post('/api/leads')
      .send({ name: 'Again', phone: '0100 123 4567' })
      .expect(409);
    expect(hidden.body.message).toBe('A lead with this phone already exists');
    expect(hidden.body.details).toEqual({ leadId: null, owner: null });

    const shown = await requestAs(app, admin)
      .post('/api/leads')
      .send({ name: 'Again', phone: '201001234567' })
      .expect(409);
    expect(shown.body.message).toBe('A lead with this phone already exists (assigned to Owner Agent)');

    // A Supervisor may still add anyway within their scope (an Agent may not: lead-ownership tests).
    await requestAs(app, stranger)
      .post('/api/leads')
      .send({ name: 'Again', phone: '201001234567', allowDuplicate: true })
      .expect(201);
    expect(await LeadModel.countDocuments({ phone: '+201001234567' })).toBe(2);
  });

  it('refuses a phone that is not a phone number at the phone field (400), nothing stored', async () => {
    const ceo = await createUser('CEO');
    for (const phone of ['abc', '12', '+1 000']) {
      const res = await requestAs(app, ceo).post('/api/leads').send({ name: 'Bad Phone', phone }).expect(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION',
        message: 'Please enter a valid phone number',
        details: [{ path: ['phone'], message: 'Please enter a valid phone number' }],
      });
    }
    expect(await LeadModel.countDocuments({ name: 'Bad Phone' })).toBe(0);
  });

  it('finds a lead by its phone written the local or the international way', async () => {
    const ceo = await createUser('CEO');
    await createLead({ name: 'Findable', phone: '+201009998877' });
    for (const search of ['0100 999 8877', '+20 100 999', '01009998877']) {
      const res = await requestAs(app, ceo)
        .get(`/api/leads?search=${encodeURIComponent(search)}`)
        .expect(200);
      expect(res.body.items.map((l: { name: string }) => l.name)).toEqual(['Findable']);
    }
  });
});

describe('PUT /api/leads/:id', () => {
  it('changes status and interest and notifies the assignee of changes made by others', async () => {
    const team = await createTeam();
    const agent = await createUser('Agent', { teamId: team._id });
    const supervisor = await createUser('Supervisor', { teamId: team._id });
    const lead = await createLead({ name: 'Nour', assignedTo: agent, teamId: team, propertyInterest: 'villa' });
    await requestAs(app, supervisor)
      .put(`/api/leads/${lead._id}`)
      .send({ status: 'Contacted', propertyInterest: 'duplex' })
      .expect(200);
    const notes = await NotificationModel.find().sort({ type: 1 }).lean();
    expect(notes.map((n) => [n.type, n.oldValue, n.newValue, n.changedBy?.name, n.changedBy?.role])).toEqual([
      ['InterestChange', 'villa', 'duplex', supervisor.name, 'Supervisor'],
      ['StatusChange', 'New', 'Contacted', supervisor.name, 'Supervisor'],
    ]);
    // The assignee's own change notifies nobody.
    await requestAs(app, agent)
      .put(`/api/leads/${lead._id}`)
      .send({ status: 'FollowUp', followUpDate: '2031-01-05T09:00:00.000Z' })
      .expect(200);
    expect(await NotificationModel.countDocuments()).toBe(2);
  });

  it('lets Agents change only leads assigned to them', async () => {
    const agent = await createUser('Agent');
    const lead = await createLead({ createdBy: agent, assignedTo: null });
    const res = await requestAs(app, agent).put(`/api/leads/${lead._id}`).send({ status: 'Contacted' }).expect(403);
    expect(res.body.message).toBe('Not allowed to change status');
  });

  it('needs Supervisor or above to reopen a Won or Lost lead', async () => {
    const team = await createTeam();
    const agent = await createUser('Agent', { teamId: team._id });
    const supervisor = await createUser('Supervisor', { teamId: team._id });
    const lead = await createLead({ status: 'Won', assignedTo: agent, teamId: team });
    expect(
      (await requestAs(app, agent).put(`/api/leads/${lead._id}`).send({ status: 'New' }).expect(403)).body.message,
    ).toBe('Not allowed to change status');
    await requestAs(app, supervisor).put(`/api/leads/${lead._id}`).send({ status: 'New' }).expect(200);
  });

  it('accepts follow-up fields only in FollowUp, Contacted or Qualified', async () => {
    const agent = await createUser('Agent');
    const lead = await createLead({ assignedTo: agent });
    const as = requestAs(app, agent);
    const when = '2026-12-01T09:00:00.000Z';
    const refused = await as.put(`/api/leads/${lead._id}`).send({ followUpDate: when }).expect(400);
    expect(refused.body.message).toMatch(/only while the status is FollowUp, Contacted or Qualified/);
    const ok = await as
      .put(`/api/leads/${lead._id}`)
      .send({ status: 'FollowUp', followUpDate: when, followUpNotes: 'Call at 9' })
      .expect(200);
    expect(ok.body).toMatchObject({ status: 'FollowUp', followUpDate: when, followUpNotes: 'Call at 9' });
    await as.put(`/api/leads/${lead._id}`).send({ followUpDate: 'tomorrow' }).expect(400);
  });

  it('refuses a FollowUp without a date (400), and clearing the date of a FollowUp, changing nothing', async () => {
    const agent = await createUser('Agent');
    const lead = await createLead({ assignedTo: agent });
    const as = requestAs(app, agent);
    const refused = await as.put(`/api/leads/${lead._id}`).send({ status: 'FollowUp' }).expect(400);
    expect(refused.body).toMatchObject({
      code: 'FOLLOW_UP_DATE_REQUIRED',
      message: 'A follow-up needs a date and time',
    });
    expect(await LeadModel.findById(lead._id).lean()).toMatchObject({ status: 'New', followUpDate: null });

    const when = '2031-01-05T09:00:00.000Z';
    await as.put(`/api/leads/${lead._id}`).send({ status: 'FollowUp', followUpDate: when }).expect(200);
    const cleared = await as.put(`/api/leads/${lead._id}`).send({ followUpDate: null }).expect(400);
    expect(cleared.body.code).toBe('FOLLOW_UP_DATE_REQUIRED');
    // Contacted needs no date: the date may go with it.
    const contacted = await as
      .put(`/api/leads/${lead._id}`)
      .send({ status: 'Contacted', followUpDate: null })
      .expect(200);
    expect(contacted.body).toMatchObject({ status: 'Contacted', followUpDate: null });
  });

  it('adds a lead as FollowUp only with a date', async () => {
    const ceo = await createUser('CEO');
    const as = requestAs(app, ceo);
    const refused = await as.post('/api/leads').send({ name: 'Hala', status: 'FollowUp' }).expect(400);
    expect(refused.body.code).toBe('FOLLOW_UP_DATE_REQUIRED');
    expect(await LeadModel.countDocuments({ name: 'Hala' })).toBe(0);
    const when = '2031-01-05T09:00:00.000Z';
    const added = await as
      .post('/api/leads')
      .send({ name: 'Hala', status: 'FollowUp', followUpDate: when })
      .expect(201);
    expect(added.body).toMatchObject({ status: 'FollowUp', followUpDate: when });
  });

  it('lets only CEO/Admin convert private to public, never back', async () => {
    const agent = await createUser('Agent');
    const admin = await createUser('Admin');
    const lead = await createLead({ privacy: 'agent_private', assignedTo: agent });
    await requestAs(app, agent).put(`/api/leads/${lead._id}`).send({ privacy: 'public' }).expect(403);
    await requestAs(app, admin).put(`/api/leads/${lead._id}`).send({ privacy: 'public' }).expect(200);
    await requestAs(app, admin).put(`/api/leads/${lead._id}`).send({ privacy: 'agent_private' }).expect(400);
  });

  it('answers 404 for an invisible lead and 400 for a malformed id', async () => {
    const agent = await createUser('Agent');
    const lead = await createLead({});
    await requestAs(app, agent).put(`/api/leads/${lead._id}`).send({ status: 'Won' }).expect(404);
    await requestAs(app, agent).put('/api/leads/xyz').send({ status: 'Won' }).expect(400);
  });
});

describe('DELETE and restore', () => {
  it.each(['Manager', 'Supervisor', 'Agent'] as const)('refuses a %s with a 403', async (role) => {
    const p = await oneOfEachRole();
    const lead = await createLead({ assignedTo: p[role], teamId: p.team });
    await requestAs(app, p[role]).delete(`/api/leads/${lead._id}`).expect(403);
    await requestAs(app, p[role]).post(`/api/leads/${lead._id}/restore`).expect(403);
    expect((await LeadModel.findById(lead._id))?.deletedAt).toBeNull();
  });

  it('soft deletes and restores the lead', async () => {
    const ceo = await createUser('CEO');
    const lead = await createLead({ name: 'Back soon' });
    await requestAs(app, ceo).delete(`/api/leads/${lead._id}`).expect(200);
    expect((await requestAs(app, ceo).get('/api/leads')).body.total).toBe(0);
    const restored = await requestAs(app, ceo).post(`/api/leads/${lead._id}/restore`).expect(200);
    expect(restored.body.name).toBe('Back soon');
    expect((await requestAs(app, ceo).get('/api/leads')).body.total).toBe(1);
    await requestAs(app, ceo).post('/api/leads/0123456789abcdef01234567/restore').expect(404);
  });
});

describe('POST /api/leads/:id/assign', () => {
  it('lets a Supervisor assign to a team member, moving the lead and notifying them', async () => {
    const [a, b] = [await createTeam('A'), await createTeam('B')];
    const supervisor = await createUser('Supervisor', { teamId: a._id });
    const member = await createUser('Agent', { teamId: a._id });
    const outsider = await createUser('Agent', { teamId: b._id });
    const lead = await createLead({ teamId: a, assignedTo: supervisor });
    const as = requestAs(app, supervisor);
    const res = await as
      .post(`/api/leads/${lead._id}/assign`)
      .send({ userId: String(member._id) })
      .expect(200);
    expect(res.body.assignedTo._id).toBe(String(member._id));
    const note = await NotificationModel.findOne({ type: 'Reassignment' }).lean();
    expect(note).toMatchObject({ newValue: member.name, oldValue: supervisor.name });
    expect(String(note?.recipientId)).toBe(String(member._id));
    await as
      .post(`/api/leads/${lead._id}/assign`)
      .send({ userId: String(outsider._id) })
      .expect(403);
  });

  it('lets a Manager assign within their teams only', async () => {
    const [a, b] = [await createTeam('A'), await createTeam('B')];
    const manager = await createUser('Manager', { teamIds: [a._id] });
    const member = await createUser('Agent', { teamId: a._id });
    const outsider = await createUser('Agent', { teamId: b._id });
    const lead = await createLead({ teamId: a, assignedTo: manager });
    const as = requestAs(app, manager);
    const refused = await as
      .post(`/api/leads/${lead._id}/assign`)
      .send({ userId: String(outsider._id) })
      .expect(403);
    expect(refused.body.message).toBe('You can only assign leads to members of your team');
    await as
      .post(`/api/leads/${lead._id}/assign`)
      .send({ userId: String(member._id) })
      .expect(200);
  });

  it('lets CEO/Admin assign to anyone but CEO/Admin, moving the lead to their team', async () => {
    const team = await createTeam('Dest');
    const admin = await createUser('Admin');
    const ceo = await createUser('CEO');
    const agent = await createUser('Agent', { teamId: team._id });
    const lead = await createLead({});
    const res = await requestAs(app, admin)
      .post(`/api/leads/${lead._id}/assign`)
      .send({ userId: String(agent._id) })
      .expect(200);
    expect(res.body.teamId.name).toBe('Dest');
    for (const userId of [String(ceo._id), '0123456789abcdef01234567']) {
      const refused = await requestAs(app, admin).post(`/api/leads/${lead._id}/assign`).send({ userId }).expect(400);
      expect(refused.body.message).toBe('Leads can only be assigned to active users other than CEO and Admin');
    }
  });

  it('refuses private leads and Agents', async () => {
    const admin = await createUser('Admin');
    const agent = await createUser('Agent');
    const lead = await createLead({ privacy: 'agent_private', assignedTo: agent });
    const res = await requestAs(app, admin)
      .post(`/api/leads/${lead._id}/assign`)
      .send({ userId: String(agent._id) })
      .expect(400);
    expect(res.body.message).toMatch(/Only public leads/);
    await requestAs(app, agent)
      .post(`/api/leads/${lead._id}/assign`)
      .send({ userId: String(agent._id) })
      .expect(403);
  });

  it('lists assignees: team members for a Manager, everyone but CEO/Admin for an Admin', async () => {
    const [a, b] = [await createTeam(), await createTeam()];
    const manager = await createUser('Manager', { teamIds: [a._id] });
    const admin = await createUser('Admin');
    await createUser('CEO');
    const inA = await createUser('Agent', { teamId: a._id, name: 'Inside' });
    await createUser('Agent', { teamId: b._id, name: 'Outside' });
    const mine = (await requestAs(app, manager).get('/api/leads/assignees').expect(200)).body.map(
      (u: { name: string }) => u.name,
    );
    expect(mine.sort()).toEqual([inA.name, manager.name].sort());
    const all = (await requestAs(app, admin).get('/api/leads/assignees?search=side').expect(200)).body;
    expect(all.map((u: { name: string }) => u.name).sort()).toEqual(['Inside', 'Outside']);
    await requestAs(app, await createUser('Agent'))
      .get('/api/leads/assignees')
      .expect(403);
  });
});
