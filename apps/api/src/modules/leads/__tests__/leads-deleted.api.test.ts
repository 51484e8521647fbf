import request from 'supertest';
import { contract } from '@crm/contracts';
import { createUser, makeApp, requestAs } from '../../../../test/helpers';
import { createLead, importLeadRows } from '../../../../test/lead-fixtures';
import { parseAnswer } from '../../../../test/strict';
import { LeadModel } from '../lead.model';

const app = makeApp();

const deletedAs = (user: { _id: unknown }, query = '') => requestAs(app, user).get(`/api/leads/deleted${query}`);
const listOf = async (user: { _id: unknown }, query = '') =>
  parseAnswer(contract.leads.deleted, (await deletedAs(user, query).expect(200)).body);

describe('GET /api/leads/deleted', () => {
  it('lists deleted leads newest deleted first, with who deleted each and when; not live or merged ones', async () => {
    const admin = await createUser('Admin');
    const ceo = await createUser('CEO');
    const agent = await createUser('Agent');
    const older = await createLead({ name: 'Old Deleted', phone: '+201001110001', assignedTo: agent });
    const newer = await createLead({ name: 'New Deleted', phone: '+201001110002' });
    await createLead({ name: 'Still Live', phone: '+201001110003' });
    await LeadModel.create({ name: 'Merged Away', deletedAt: new Date(), mergedInto: older._id });
    // Deleted before the portal recorded who deleted: no deletedBy.
    const legacy = await createLead({ name: 'Legacy Deleted', deletedAt: new Date('2024-01-02T03:04:05.000Z') });

    await requestAs(app, admin)
      .delete(`/api/leads/${String(older._id)}`)
      .expect(200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await requestAs(app, ceo)
      .post('/api/leads/bulk')
      .send({ action: 'delete', ids: [String(newer._id)] })
      .expect(200);

    const list = await listOf(ceo);
    expect(list.total).toBe(3);
    expect(list.items.map((l) => l.name)).toEqual(['New Deleted', 'Old Deleted', 'Legacy Deleted']);
    expect(list.items[0]!.deletedBy).toEqual({ _id: String(ceo._id), name: ceo.name });
    expect(list.items[1]).toMatchObject({
      phone: '+201001110001',
      assignedTo: { _id: String(agent._id), name: agent.name },
      deletedBy: { _id: String(admin._id), name: admin.name },
    });
    expect(Date.parse(list.items[1]!.deletedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(list.items[2]).toMatchObject({
      _id: String(legacy._id),
      deletedBy: null,
      deletedAt: '2024-01-02T03:04:05.000Z',
    });
  });

  it('records who deleted through an import undo', async () => {
    const agent = await createUser('Agent');
    const admin = await createUser('Admin');
    const report = await importLeadRows(app, agent, [
      ['Name', 'Phone'],
      ['Imported One', '01001110011'],
    ]);
    await requestAs(app, agent)
      .post(`/api/imports/${String(report.body.batchId)}/undo`)
      .expect(200);
    const list = await listOf(admin);
    expect(list.items).toEqual([
      expect.objectContaining({ name: 'Imported One', deletedBy: { _id: String(agent._id), name: agent.name } }),
    ]);
  });

  it('searches by name, email and phone, and pages', async () => {
    const admin = await createUser('Admin');
    for (let i = 1; i <= 5; i++)
      await createLead({ name: `Karim ${i}`, phone: `+20100222000${i}`, deletedAt: new Date(Date.UTC(2025, 0, i)) });
    const hala = await createLead({ name: 'هالة', phone: '+201003330000', deletedAt: new Date() });
    await LeadModel.updateOne({ _id: hala._id }, { $set: { email: 'hala@example.com' } });

    expect((await listOf(admin, '?search=karim')).total).toBe(5);
    expect((await listOf(admin, '?search=HALA@')).items.map((l) => l.name)).toEqual(['هالة']);
    expect((await listOf(admin, `?search=${encodeURIComponent('هالة')}`)).total).toBe(1);
    expect((await listOf(admin, `?search=${encodeURIComponent('0100 333')}`)).items.map((l) => l.name)).toEqual([
      'هالة',
    ]);
    const second = await listOf(admin, '?search=karim&limit=2&page=2');
    expect(second).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(second.items.map((l) => l.name)).toEqual(['Karim 3', 'Karim 2']);
    await deletedAs(admin, '?page=0').expect(400);
    await deletedAs(admin, `?search=${'x'.repeat(101)}`).expect(400);
  });

  it('is refused to Manager, Supervisor and Agent (403) and to the anonymous (401)', async () => {
    await createLead({ name: 'Hidden', deletedAt: new Date() });
    for (const role of ['Manager', 'Supervisor', 'Agent'] as const) {
      const res = await deletedAs(await createUser(role)).expect(403);
      expect(JSON.stringify(res.body)).not.toContain('Hidden');
    }
    await request(app).get('/api/leads/deleted').expect(401);
  });
});

describe('restoring a deleted lead', () => {
  it('brings it back and off the list', async () => {
    const admin = await createUser('Admin');
    const lead = await createLead({ name: 'Back Again', phone: '+201004440001' });
    await requestAs(app, admin)
      .delete(`/api/leads/${String(lead._id)}`)
      .expect(200);
    await requestAs(app, admin)
      .post(`/api/leads/${String(lead._id)}/restore`)
      .expect(200);
    expect((await listOf(admin)).total).toBe(0);
    expect(await LeadModel.findById(lead._id).lean()).toMatchObject({ deletedAt: null, deletedBy: null });
  });

  it('is refused (409, naming the live lead) while a live lead has its phone; bulk restore skips it by the same rule', async () => {
    const admin = await createUser('Admin');
    const deleted = await createLead({ name: 'Deleted Twin', phone: '+201005550001', deletedAt: new Date() });
    const live = await createLead({ name: 'Live Twin', phone: '+201005550001' });
    const other = await createLead({ name: 'Free Phone', phone: '+201005550002', deletedAt: new Date() });

    const res = await requestAs(app, admin)
      .post(`/api/leads/${String(deleted._id)}/restore`)
      .expect(409);
    expect(res.body).toMatchObject({
      code: 'LEAD_DUPLICATE_PHONE',
      details: { leadId: String(live._id), name: 'Live Twin' },
    });
    expect(res.body.message).toContain('Live Twin');

    const bulk = await requestAs(app, admin)
      .post('/api/leads/bulk-restore')
      .send({ ids: [String(deleted._id), String(other._id)] })
      .expect(200);
    const result = parseAnswer(contract.leads.bulkRestore, bulk.body);
    expect(result.changedIds).toEqual([String(other._id)]);
    expect(result.skipped).toEqual([expect.objectContaining({ reason: 'PHONE_TAKEN', ids: [String(deleted._id)] })]);
    expect(await LeadModel.countDocuments({ phone: '+201005550001', deletedAt: null })).toBe(1);
  });

  it('restores only the first of two deleted leads with one phone', async () => {
    const ceo = await createUser('CEO');
    const first = await createLead({ name: 'First', phone: '+201006660001', deletedAt: new Date() });
    const second = await createLead({ name: 'Second', phone: '+201006660001', deletedAt: new Date() });
    const bulk = await requestAs(app, ceo)
      .post('/api/leads/bulk-restore')
      .send({ ids: [String(first._id), String(second._id)] })
      .expect(200);
    expect(bulk.body.changed).toBe(1);
    expect(bulk.body.skipped).toEqual([expect.objectContaining({ reason: 'PHONE_TAKEN' })]);
  });
});

describe('GET /api/leads/:id of a deleted lead', () => {
  it('tells CEO and Admin it was deleted (404 with details.deleted); others only that it is not found', async () => {
    const agent = await createUser('Agent');
    const lead = await createLead({ name: 'Gone', assignedTo: agent, deletedAt: new Date() });
    for (const role of ['CEO', 'Admin'] as const) {
      const res = await requestAs(app, await createUser(role))
        .get(`/api/leads/${String(lead._id)}`)
        .expect(404);
      expect(res.body).toMatchObject({
        code: 'LEAD_NOT_FOUND',
        message: 'This lead was deleted',
        details: { deleted: true },
      });
    }
    const res = await requestAs(app, agent)
      .get(`/api/leads/${String(lead._id)}`)
      .expect(404);
    expect(res.body).toMatchObject({ code: 'LEAD_NOT_FOUND', message: 'Lead not found' });
    expect(res.body.details).toBeUndefined();
    const merged = await LeadModel.create({ name: 'Merged', deletedAt: new Date(), mergedInto: lead._id });
    const ceo = await createUser('CEO');
    expect(
      (
        await requestAs(app, ceo)
          .get(`/api/leads/${String(merged._id)}`)
          .expect(404)
      ).body.details,
    ).toBeUndefined();
  });
});
