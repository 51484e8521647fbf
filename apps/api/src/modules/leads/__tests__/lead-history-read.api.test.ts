import request from 'supertest';
import { contract, type Role } from '@crm/contracts';
import { LeadModel } from '../lead.model';
import { historyEntry, pushHistory } from '../lead.history';
import { writeLeadChange } from '../lead.write';
import { createTeam, createUser, makeApp, oneOfEachRole, requestAs } from '../../../../test/helpers';
import { createLead, historyOf } from '../../../../test/lead-fixtures';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();

/** Gives a lead `n` status records, the i-th saying "to: step i" (the last one is the newest). */
async function withRecords(lead: { _id: unknown }, n: number) {
  const actor = { _id: '0'.repeat(24), name: 'Sara' };
  const entries = Array.from({ length: n }, (_, i) =>
    historyEntry(actor, 'status', { to: `step ${i + 1}` }, new Date(Date.UTC(2026, 0, 1, 0, i))),
  );
  // One push per record, as the portal writes them: each lands on top.
  for (const entry of entries) await LeadModel.updateOne({ _id: lead._id }, pushHistory(entry));
}

describe('GET /api/leads/:id/history', () => {
  it('pages newest first with the total, reading only the page asked for', async () => {
    const ceo = await createUser('CEO');
    const lead = await createLead();
    await withRecords(lead, 25);
    const as = requestAs(app, ceo);
    const first = parseAnswer(
      contract.leads.history,
      (await as.get(`/api/leads/${lead._id}/history?limit=10`).expect(200)).body,
    );
    expect(first).toMatchObject({ total: 25, page: 1, limit: 10 });
    expect(first.items.map((e) => e.to)).toEqual(Array.from({ length: 10 }, (_, i) => `step ${25 - i}`));
    expect(first.items[0]).toMatchObject({ kind: 'status', actor: { name: 'Sara' }, at: '2026-01-01T00:24:00.000Z' });
    const last = (await as.get(`/api/leads/${lead._id}/history?limit=10&page=3`).expect(200)).body;
    expect(last.items.map((e: { to: string }) => e.to)).toEqual(['step 5', 'step 4', 'step 3', 'step 2', 'step 1']);
    const past = (await as.get(`/api/leads/${lead._id}/history?limit=10&page=99999999`).expect(200)).body;
    expect(past).toMatchObject({ items: [], total: 25 });
  });

  it('answers an empty page for a lead without history (older leads)', async () => {
    const ceo = await createUser('CEO');
    const lead = await createLead();
    await LeadModel.collection.updateOne({ _id: lead._id }, { $unset: { history: '' } });
    const res = await requestAs(app, ceo).get(`/api/leads/${lead._id}/history`).expect(200);
    expect(res.body).toEqual({ items: [], total: 0, page: 1, limit: 20 });
  });

  it('is visible to whoever sees the lead, and 404 to each role that does not', async () => {
    const p = await oneOfEachRole();
    const otherTeam = await createTeam();
    const others = {
      Manager: await createUser('Manager', { teamIds: [otherTeam._id] }),
      Supervisor: await createUser('Supervisor', { teamId: otherTeam._id }),
      Agent: await createUser('Agent', { teamId: p.team._id }),
    };
    // A private lead of the team's Agent: its owner, CEO and Admin see it; the team's leaders do not.
    const privateLead = await createLead({ teamId: p.team, assignedTo: p.Agent, privacy: 'agent_private' });
    const publicLead = await createLead({ teamId: p.team, assignedTo: p.Agent });
    await withRecords(privateLead, 1);
    await withRecords(publicLead, 1);
    const status = async (user: { _id: unknown }, lead: { _id: unknown }) =>
      (await requestAs(app, user).get(`/api/leads/${String(lead._id)}/history`)).status;
    for (const role of ['CEO', 'Admin', 'Agent'] as Role[]) expect(await status(p[role], privateLead)).toBe(200);
    for (const role of ['Manager', 'Supervisor'] as Role[]) expect(await status(p[role], privateLead)).toBe(404);
    for (const role of ['CEO', 'Admin', 'Manager', 'Supervisor', 'Agent'] as Role[])
      expect(await status(p[role], publicLead)).toBe(200);
    for (const role of ['Manager', 'Supervisor', 'Agent'] as const) {
      const res = await requestAs(app, others[role]).get(`/api/leads/${publicLead._id}/history`).expect(404);
      expect(res.body).toMatchObject({ code: 'LEAD_NOT_FOUND', message: 'Lead not found' });
    }
    // A deleted lead's history is gone with it, as GET /api/leads/:id is, until it is restored.
    await LeadModel.updateOne({ _id: publicLead._id }, { $set: { deletedAt: new Date() } });
    expect(await status(p.CEO, publicLead)).toBe(404);
  });

  it('refuses bad input with a 400 and a stranger with a 401', async () => {
    const ceo = await createUser('CEO');
    const lead = await createLead();
    const as = requestAs(app, ceo);
    await as.get('/api/leads/not-an-id/history').expect(400);
    await as.get(`/api/leads/${lead._id}/history?limit=0`).expect(400);
    await as.get(`/api/leads/${lead._id}/history?page=abc`).expect(400);
    await as.get(`/api/leads/${'a'.repeat(24)}/history`).expect(404);
    await request(app).get(`/api/leads/${lead._id}/history`).expect(401);
  });
});

describe('POST /api/leads/:id/contact-attempts', () => {
  it("records the attempt (channel as note) and sets firstContactAt on the assignee's first contact only", async () => {
    const p = await oneOfEachRole();
    const lead = await createLead({ teamId: p.team, assignedTo: p.Agent });
    // Someone else's contact is recorded but is not the assignee's first contact.
    const bySupervisor = await requestAs(app, p.Supervisor)
      .post(`/api/leads/${lead._id}/contact-attempts`)
      .send({ channel: 'whatsapp' })
      .expect(201);
    expect(parseAnswer(contract.leads.contactAttempt, bySupervisor.body)).toMatchObject({
      kind: 'contactAttempt',
      note: 'whatsapp',
      actor: { _id: String(p.Supervisor._id) },
    });
    expect((await LeadModel.findById(lead._id))?.firstContactAt).toBeNull();

    const first = await requestAs(app, p.Agent)
      .post(`/api/leads/${lead._id}/contact-attempts`)
      .send({ channel: 'call' })
      .expect(201);
    const firstAt = (await LeadModel.findById(lead._id))?.firstContactAt;
    expect(firstAt?.toISOString()).toBe(first.body.at);
    await requestAs(app, p.Agent).post(`/api/leads/${lead._id}/contact-attempts`).send({ channel: 'call' }).expect(201);
    expect((await LeadModel.findById(lead._id))?.firstContactAt?.toISOString()).toBe(first.body.at);
    expect((await historyOf(lead)).map((e) => [e.kind, e.note, String(e.actor?._id)])).toEqual([
      ['contactAttempt', 'call', String(p.Agent._id)],
      ['contactAttempt', 'call', String(p.Agent._id)],
      ['contactAttempt', 'whatsapp', String(p.Supervisor._id)],
    ]);
    const got = await requestAs(app, p.Agent).get(`/api/leads/${lead._id}`).expect(200);
    expect(parseAnswer(contract.leads.get, got.body).firstContactAt).toBe(first.body.at);
  });

  it('a status change or feedback by the assignee is their first contact too; by others it is not', async () => {
    const p = await oneOfEachRole();
    const byStatus = await createLead({ teamId: p.team, assignedTo: p.Agent });
    await requestAs(app, p.Supervisor).put(`/api/leads/${byStatus._id}`).send({ status: 'Contacted' }).expect(200);
    expect((await LeadModel.findById(byStatus._id))?.firstContactAt).toBeNull();
    await requestAs(app, p.Agent).put(`/api/leads/${byStatus._id}`).send({ status: 'Qualified' }).expect(200);
    expect((await LeadModel.findById(byStatus._id))?.firstContactAt).toBeInstanceOf(Date);

    const byFeedback = await createLead({ teamId: p.team, assignedTo: p.Agent });
    await requestAs(app, p.Agent)
      .post('/api/comments')
      .send({ leadId: String(byFeedback._id), content: 'Called, wants a visit', type: 'feedback' })
      .expect(201);
    expect((await LeadModel.findById(byFeedback._id))?.firstContactAt).toBeInstanceOf(Date);
  });

  it('refuses an unknown channel (400), a hidden lead (404) and a stranger (401), recording nothing', async () => {
    const p = await oneOfEachRole();
    const outsider = await createUser('Agent', { teamId: (await createTeam())._id });
    const lead = await createLead({ teamId: p.team, assignedTo: p.Agent });
    const url = `/api/leads/${lead._id}/contact-attempts`;
    const bad = await requestAs(app, p.Agent).post(url).send({ channel: 'email' }).expect(400);
    expect(bad.body.message).toBeTruthy();
    await requestAs(app, p.Agent).post(url).send({}).expect(400);
    await requestAs(app, p.Agent).post(url).send({ channel: 'call', extra: 1 }).expect(400);
    await requestAs(app, outsider).post(url).send({ channel: 'call' }).expect(404);
    await request(app).post(url).send({ channel: 'call' }).expect(401);
    expect(await historyOf(lead)).toEqual([]);
    expect((await LeadModel.findById(lead._id))?.firstContactAt).toBeNull();
  });
});

describe('a change decided on a stale read', () => {
  it('is decided again on the fresh lead: one record, its "from" the value it really replaced', async () => {
    const agent = await createUser('Agent');
    const lead = await createLead({ assignedTo: agent, status: 'New' });
    const write = LeadModel.findOneAndUpdate.bind(LeadModel);
    let raced = false;
    // Someone else moves the lead to Contacted between our read and our write, once.
    const spy = jest.spyOn(LeadModel, 'findOneAndUpdate').mockImplementation(((...args: Parameters<typeof write>) => {
      if (raced) return write(...args);
      raced = true;
      return LeadModel.collection
        .updateOne({ _id: lead._id }, { $set: { status: 'Contacted' }, $inc: { __v: 1 } })
        .then(() => write(...args));
    }) as never);
    try {
      await requestAs(app, agent).put(`/api/leads/${lead._id}`).send({ status: 'Qualified' }).expect(200);
    } finally {
      spy.mockRestore();
    }
    expect((await historyOf(lead)).map((e) => [e.kind, e.from, e.to])).toEqual([['status', 'Contacted', 'Qualified']]);
  });

  it('is not written (the caller reads again): no record of a change that did not happen', async () => {
    const agent = await createUser('Agent');
    const lead = await createLead({ assignedTo: agent });
    const stale = await LeadModel.findById(lead._id);
    await LeadModel.updateOne({ _id: lead._id }, { $set: { status: 'Won' }, $inc: { __v: 1 } });
    const entry = historyEntry(null, 'status', { from: 'New', to: 'Contacted' });
    expect(await writeLeadChange(stale!, { status: 'Contacted' }, [entry])).toBeNull();
    expect(await historyOf(lead)).toEqual([]);
    expect((await LeadModel.findById(lead._id))?.status).toBe('Won');
  });
});
