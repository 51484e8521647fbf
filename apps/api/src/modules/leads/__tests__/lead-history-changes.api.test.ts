import { contract } from '@crm/contracts';
import { CampaignModel } from '../../lookups';
import { LeadModel } from '../lead.model';
import { createTeam, createUser, makeApp, oneOfEachRole, requestAs } from '../../../../test/helpers';
import { createLead, historyOf, importLeadRows } from '../../../../test/lead-fixtures';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();

/** The one record a change must have written: exactly one entry, of this kind, by this person. */
async function onlyRecord(lead: { _id: unknown }, before = 0) {
  const history = await historyOf(lead as never);
  expect(history).toHaveLength(before + 1);
  return history[0]!;
}

describe('history: each change to a lead writes one record in the same write', () => {
  it.each([
    ['status', { status: 'Contacted' }, 'New', 'Contacted'],
    ['interest', { propertyInterest: 'villa' }, 'apartment', 'villa'],
    ['budget', { budget: 5_000_000 }, '3000000', '5000000'],
  ] as const)('%s: from, to and who', async (kind, body, from, to) => {
    const p = await oneOfEachRole();
    const lead = await createLead({ teamId: p.team, propertyInterest: 'apartment', budget: 3_000_000 });
    await requestAs(app, p.Supervisor).put(`/api/leads/${lead._id}`).send(body).expect(200);
    const entry = await onlyRecord(lead);
    expect(entry).toMatchObject({ kind, from, to, actor: { _id: p.Supervisor._id, name: p.Supervisor.name } });
    expect(entry.at).toBeInstanceOf(Date);
  });

  it('privacy: CEO converts a private lead to public', async () => {
    const ceo = await createUser('CEO');
    const agent = await createUser('Agent');
    const lead = await createLead({ assignedTo: agent, privacy: 'agent_private' });
    await requestAs(app, ceo).put(`/api/leads/${lead._id}`).send({ privacy: 'public' }).expect(200);
    expect(await onlyRecord(lead)).toMatchObject({ kind: 'privacy', from: 'agent_private', to: 'public' });
  });

  it('follow-up: one record with the dates before and after, and the notes when they change', async () => {
    const agent = await createUser('Agent');
    const before = new Date('2026-12-01T09:00:00.000Z');
    // Contacted: a follow-up status whose date may also be cleared (a FollowUp's may not).
    const lead = await createLead({ assignedTo: agent, status: 'Contacted', followUpDate: before });
    const as = requestAs(app, agent);
    await as
      .put(`/api/leads/${lead._id}`)
      .send({ followUpDate: '2026-12-03T10:00:00.000Z', followUpNotes: 'Bring the plan' })
      .expect(200);
    expect(await onlyRecord(lead)).toMatchObject({
      kind: 'followUp',
      from: before.toISOString(),
      to: '2026-12-03T10:00:00.000Z',
      note: 'Bring the plan',
    });
    await as.put(`/api/leads/${lead._id}`).send({ followUpDate: null }).expect(200);
    expect(await onlyRecord(lead, 1)).toMatchObject({ kind: 'followUp', from: '2026-12-03T10:00:00.000Z', to: null });
  });

  it('campaign: the names of the old and new campaign', async () => {
    const admin = await createUser('Admin');
    const [spring, summer] = await CampaignModel.create([
      { name: 'Spring', channel: 'Facebook' },
      { name: 'Summer', channel: 'Google' },
    ]);
    const lead = await createLead({ source: 'Campaign', campaignId: spring! });
    await requestAs(app, admin)
      .put(`/api/leads/${lead._id}`)
      .send({ campaignId: String(summer!._id) })
      .expect(200);
    expect(await onlyRecord(lead)).toMatchObject({ kind: 'campaign', from: 'Spring', to: 'Summer', ref: summer!._id });
  });

  it('one edit of several fields writes one record per kind, newest first, in one write', async () => {
    const agent = await createUser('Agent');
    const lead = await createLead({ assignedTo: agent, status: 'New' });
    await requestAs(app, agent)
      .put(`/api/leads/${lead._id}`)
      .send({ status: 'FollowUp', followUpDate: '2026-12-03T10:00:00.000Z', propertyInterest: 'duplex' })
      .expect(200);
    const history = await historyOf(lead);
    expect(history.map((e) => e.kind).sort()).toEqual(['followUp', 'interest', 'status']);
    expect(new Set(history.map((e) => e.at.getTime())).size).toBe(1);
  });

  it('a value set to what it already is records nothing', async () => {
    const agent = await createUser('Agent');
    const lead = await createLead({ assignedTo: agent, status: 'Contacted', propertyInterest: 'villa' });
    await requestAs(app, agent)
      .put(`/api/leads/${lead._id}`)
      .send({ status: 'Contacted', propertyInterest: 'villa' })
      .expect(200);
    expect(await historyOf(lead)).toHaveLength(0);
  });

  it('assignment: old and new assignee by name, the new one as ref; the new clock starts', async () => {
    const p = await oneOfEachRole();
    const other = await createUser('Agent', { teamId: p.team._id, name: 'Omar New' });
    const lead = await createLead({ teamId: p.team, assignedTo: p.Agent });
    await LeadModel.updateOne({ _id: lead._id }, { $set: { firstContactAt: new Date('2026-01-01') } });
    const res = await requestAs(app, p.Supervisor)
      .post(`/api/leads/${lead._id}/assign`)
      .send({ userId: String(other._id) })
      .expect(200);
    const entry = await onlyRecord(lead);
    expect(entry).toMatchObject({
      kind: 'assignment',
      from: p.Agent.name,
      to: 'Omar New',
      ref: other._id,
      actor: { name: p.Supervisor.name },
    });
    const answer = parseAnswer(contract.leads.assign, res.body);
    expect(answer.assignedAt).toBe(entry.at.toISOString());
    expect(answer.firstContactAt).toBeNull();
    // The same assignee again is no change: no second record.
    await requestAs(app, p.Supervisor)
      .post(`/api/leads/${lead._id}/assign`)
      .send({ userId: String(other._id) })
      .expect(200);
    expect(await historyOf(lead)).toHaveLength(1);
  });

  it('delete and restore each write their record; restoring a live lead writes none', async () => {
    const admin = await createUser('Admin');
    const lead = await createLead();
    const as = requestAs(app, admin);
    await as.delete(`/api/leads/${lead._id}`).expect(200);
    expect(await onlyRecord(lead)).toMatchObject({ kind: 'deleted', actor: { name: admin.name } });
    await as.post(`/api/leads/${lead._id}/restore`).expect(200);
    expect(await onlyRecord(lead, 1)).toMatchObject({ kind: 'restored', actor: { name: admin.name } });
    await as.post(`/api/leads/${lead._id}/restore`).expect(200);
    expect(await historyOf(lead)).toHaveLength(2);
  });

  it('the history of a saved lead survives later edits (never overwritten by a document save)', async () => {
    const agent = await createUser('Agent');
    const lead = await createLead({ assignedTo: agent });
    const as = requestAs(app, agent);
    await as.put(`/api/leads/${lead._id}`).send({ status: 'Contacted' }).expect(200);
    await as.put(`/api/leads/${lead._id}`).send({ status: 'Qualified' }).expect(200);
    await as.put(`/api/leads/${lead._id}`).send({ budget: 10 }).expect(200);
    expect((await historyOf(lead)).map((e) => [e.kind, e.to])).toEqual([
      ['budget', '10'],
      ['status', 'Qualified'],
      ['status', 'Contacted'],
    ]);
  });
});

describe('history: a refused change writes no record', () => {
  it.each([
    ['an Agent changing the status of a lead not assigned to them', 403],
    ['a Manager converting to public', 403],
    ['a follow-up date on a New lead', 400],
    ['a campaign on an Organic lead', 400],
    ['assigning a private lead', 400],
    ['assigning outside the team', 403],
    ['a Manager deleting', 403],
    ['an Agent restoring', 403],
    ['a lead the caller cannot see', 404],
  ] as const)('%s (%i)', async (what, status) => {
    const p = await oneOfEachRole();
    const outsider = await createUser('Agent', { teamId: (await createTeam())._id });
    const lead = await createLead({
      teamId: p.team,
      createdBy: p.Agent,
      // A private lead is seen by its owner only: the Manager converting it must own it to be refused.
      assignedTo: what.includes('converting') ? p.Manager : p.Supervisor,
      privacy: what.includes('private') || what.includes('public') ? 'agent_private' : 'public',
    });
    if (what.includes('restoring')) await LeadModel.updateOne({ _id: lead._id }, { $set: { deletedAt: new Date() } });
    const campaign = await CampaignModel.create({ name: 'C', channel: 'Other' });
    const url = `/api/leads/${lead._id}`;
    const attempts = {
      'an Agent changing': () => requestAs(app, p.Agent).put(url).send({ status: 'Won' }),
      'a Manager converting': () => requestAs(app, p.Manager).put(url).send({ privacy: 'public' }),
      'a follow-up date': () => requestAs(app, p.Supervisor).put(url).send({ followUpDate: '2026-12-01T10:00:00Z' }),
      'a campaign': () =>
        requestAs(app, p.CEO)
          .put(url)
          .send({ campaignId: String(campaign._id) }),
      'assigning a private': () =>
        requestAs(app, p.CEO)
          .post(`${url}/assign`)
          .send({ userId: String(p.Agent._id) }),
      'assigning outside': () =>
        requestAs(app, p.Supervisor)
          .post(`${url}/assign`)
          .send({ userId: String(outsider._id) }),
      'a Manager deleting': () => requestAs(app, p.Manager).delete(url),
      'an Agent restoring': () => requestAs(app, p.Agent).post(`${url}/restore`),
      'a lead the caller': () => requestAs(app, outsider).put(url).send({ status: 'Won' }),
    };
    const attempt = Object.entries(attempts).find(([key]) => what.startsWith(key))![1];
    await attempt().expect(status);
    expect(await historyOf(lead)).toEqual([]);
  });
});

describe('history: a new lead starts with its record', () => {
  it('the Add Lead form writes "created" by its creator, with assignedAt', async () => {
    const agent = await createUser('Agent');
    const res = await requestAs(app, agent).post('/api/leads').send({ name: 'Hala', status: 'Contacted' }).expect(201);
    const lead = parseAnswer(contract.leads.create, res.body);
    const [entry, ...rest] = await historyOf({ _id: lead._id } as never);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ kind: 'created', to: 'Contacted', actor: { _id: agent._id, name: agent.name } });
    expect(lead.assignedAt).toBe(entry!.at.toISOString());
    expect(lead.firstContactAt).toBeNull();
  });

  it('an unassigned lead has no assignedAt', async () => {
    const admin = await createUser('Admin');
    const res = await requestAs(app, admin).post('/api/leads').send({ name: 'Nobody' }).expect(201);
    expect(parseAnswer(contract.leads.create, res.body).assignedAt).toBeNull();
  });

  it('an import writes "imported" on each lead, and its note as feedback naming the comment', async () => {
    const admin = await createUser('Admin');
    await importLeadRows(app, admin, [
      ['Name', 'Phone', 'Status', 'Notes'],
      ['Sheet one', '201000000011', 'Qualified', 'Wants a garden'],
      ['Sheet two', '201000000012', '', ''],
    ]);
    const one = await LeadModel.findOne({ name: 'Sheet one' }).select('+history').lean();
    const two = await LeadModel.findOne({ name: 'Sheet two' }).select('+history').lean();
    expect(two!.history).toEqual([expect.objectContaining({ kind: 'imported', to: 'New', actor: expect.anything() })]);
    expect(one!.history.map((e) => e.kind)).toEqual(['feedback', 'imported']);
    expect(one!.history[0]).toMatchObject({ note: 'Wants a garden', actor: { name: admin.name } });
    const comments = await requestAs(app, admin)
      .get(`/api/comments/lead/${String(one!._id)}`)
      .expect(200);
    expect(comments.body[0]._id).toBe(String(one!.history[0]!.ref));
  });
});
