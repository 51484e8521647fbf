import { monitorEventLoopDelay } from 'node:perf_hooks';
import request from 'supertest';
import { contract, LEAD_IMPORT_COLUMNS, MAX_LEAD_EXPORT_ROWS, type Role } from '@crm/contracts';
import { CampaignModel } from '../../lookups';
import { CommentModel } from '../../comments';
import { NotificationModel } from '../../notifications';
import { LeadModel } from '../../leads';
import { LeadExportModel } from '../lead-export.model';
import { createTeam, createUser, makeApp, oneOfEachRole, requestAs } from '../../../../test/helpers';
import { createLead } from '../../../../test/lead-fixtures';
import { asBuffer, sheetObjects, sheetRows } from '../../../../test/sheet-download';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();

const IMPORT_HEADERS = Object.values(LEAD_IMPORT_COLUMNS).map((column) => column.en[0]);

const download = (user: { _id: unknown }, query = '') =>
  asBuffer(requestAs(app, user).get(`/api/leads/export${query}`));

async function exportsAs(user: { _id: unknown }, query = '') {
  const res = await requestAs(app, user).get(`/api/leads/exports${query}`).expect(200);
  return parseAnswer(contract.leads.exports, res.body);
}

async function notificationsOf(user: { _id: unknown }) {
  const res = await requestAs(app, user).get('/api/leads/notifications').expect(200);
  return parseAnswer(contract.notifications.list, res.body);
}

describe('GET /api/leads/export', () => {
  it("answers leads.xlsx headed by the import's columns, with the filtered leads in the list's order", async () => {
    const ceo = await createUser('CEO');
    const north = await createTeam('North');
    const agent = await createUser('Agent', { name: 'Aya Agent', email: 'aya@agency.test', teamId: north._id });
    const campaign = await CampaignModel.create({ name: 'Spring Sale', channel: 'Facebook' });
    const omar = await createLead({
      name: 'عمر حسن',
      phone: '+201001234567',
      status: 'FollowUp',
      source: 'Campaign',
      campaignId: campaign,
      teamId: north,
      assignedTo: agent,
      propertyInterest: 'villa',
      budget: 3_000_000,
      createdAt: new Date('2025-03-01T10:00:00Z'),
    });
    await LeadModel.updateOne({ _id: omar._id }, { email: 'omar@client.test' });
    await CommentModel.create([
      { leadId: omar._id, content: 'Wants a sea view', agentId: agent._id, createdAt: new Date('2025-03-02') },
      { leadId: omar._id, content: 'Called back', agentId: agent._id, createdAt: new Date('2025-03-03') },
    ]);
    await createLead({ name: 'Bassem', phone: '+201009998877', status: 'FollowUp', createdAt: new Date('2025-02-01') });
    await createLead({ name: 'Not following up', status: 'New' });
    await createLead({ name: 'Deleted', status: 'FollowUp', deletedAt: new Date() });

    const res = await download(ceo, '?status=FollowUp&page=3&limit=1').expect(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="leads.xlsx"');
    const rows = sheetRows(res.body as Buffer);
    expect(rows[0]).toEqual([...IMPORT_HEADERS, 'Assignee name', 'Follow-up', 'Created']);
    // Paging is not an export's business: every matching lead, newest first, as the list orders them.
    const leads = sheetObjects(res.body as Buffer);
    expect(leads.map((l) => l.Name)).toEqual(['عمر حسن', 'Bassem']);
    expect(leads[0]).toEqual({
      Name: 'عمر حسن',
      Phone: '+201001234567',
      Email: 'omar@client.test',
      Status: 'FollowUp',
      Source: 'Campaign',
      Campaign: 'Spring Sale',
      Team: 'North',
      'Assigned to': 'aya@agency.test',
      Interest: 'villa',
      Notes: 'Wants a sea view\n\nCalled back',
      'Assignee name': 'Aya Agent',
      Budget: 3_000_000,
      'Follow-up': '',
      Created: '2025-03-01',
    });
  });

  it('keeps the list order the caller chose (a column sort wins over the order)', async () => {
    const admin = await createUser('Admin');
    for (const name of ['Carla', 'adam', 'Bassem']) await createLead({ name });
    const res = await download(admin, '?order=newest&sort=-name').expect(200);
    expect(sheetObjects(res.body as Buffer).map((l) => l.Name)).toEqual(['Carla', 'Bassem', 'adam']);
  });

  it('never writes a secret: no hash, no password column, only the import columns and the extras', async () => {
    const ceo = await createUser('CEO');
    const agent = await createUser('Agent', { name: 'Hash Holder' });
    await createLead({ name: 'Held', assignedTo: agent, createdBy: agent });
    const res = await download(ceo).expect(200);
    const text = JSON.stringify(sheetRows(res.body as Buffer));
    expect(text).not.toMatch(/\$2[aby]\$/);
    expect(text.toLowerCase()).not.toContain('password');
    expect(text).not.toContain(String(agent._id));
  });

  it('writes the headers even when nothing matches, so the file still imports', async () => {
    const ceo = await createUser('CEO');
    const res = await download(ceo, '?search=nobody-at-all').expect(200);
    expect(sheetRows(res.body as Buffer)).toEqual([[...IMPORT_HEADERS, 'Assignee name', 'Follow-up', 'Created']]);
  });

  it('leaves out of "Assigned to" whom an import could not assign to, and names them beside it', async () => {
    const ceo = await createUser('CEO');
    const gone = await createUser('Agent', { name: 'Gone Agent', email: 'gone@agency.test', active: false });
    await createLead({ name: 'Held by gone', assignedTo: gone });
    const [row] = sheetObjects((await download(ceo).expect(200)).body as Buffer);
    expect(row).toMatchObject({ 'Assigned to': '', 'Assignee name': 'Gone Agent' });
  });

  it('cuts a feedback log longer than the import takes to what it takes', async () => {
    const ceo = await createUser('CEO');
    const lead = await createLead({ name: 'Talkative' });
    await CommentModel.create([
      { leadId: lead._id, content: 'a'.repeat(4000), createdAt: new Date('2025-01-01') },
      { leadId: lead._id, content: 'b'.repeat(4000), createdAt: new Date('2025-01-02') },
    ]);
    const [row] = sheetObjects((await download(ceo).expect(200)).body as Buffer);
    const notes = String(row!.Notes);
    expect(notes).toHaveLength(5000);
    expect(notes.startsWith('a'.repeat(4000))).toBe(true);
    expect(notes.endsWith('…')).toBe(true);
  });

  it.each<Role>(['Manager', 'Supervisor', 'Agent'])('refuses a %s with a 403 and records nothing', async (role) => {
    const people = await oneOfEachRole();
    await createLead({ name: 'Theirs', assignedTo: people[role], teamId: people.team });
    const res = await requestAs(app, people[role]).get('/api/leads/export').expect(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect(await LeadExportModel.countDocuments()).toBe(0);
    expect(await NotificationModel.countDocuments({ type: 'LeadsExported' })).toBe(0);
  });

  it('answers 401 without a session', async () => {
    await request(app).get('/api/leads/export').expect(401);
  });

  it('refuses a filter it cannot read with a 400', async () => {
    const ceo = await createUser('CEO');
    const res = await requestAs(app, ceo).get('/api/leads/export?status=Sleeping').expect(400);
    expect(res.body.code).toBe('VALIDATION');
    await requestAs(app, ceo).get('/api/leads/export?teamId=not-an-id').expect(400);
  });

  it('exports MAX_LEAD_EXPORT_ROWS leads without holding the event loop; one more is a 400 asking for a narrower filter', async () => {
    const admin = await createUser('Admin');
    const createdAt = new Date('2025-01-01T00:00:00Z');
    const lead = (i: number) => ({
      name: `محمد أحمد ${i}`,
      nameKey: `m${i}`,
      phone: `+2010${String(i).padStart(8, '0')}`,
      email: `lead${i}@client.test`,
      status: 'New',
      source: 'Organic',
      propertyInterest: 'villa',
      deletedAt: null,
      createdAt,
    });
    await LeadModel.collection.insertMany(Array.from({ length: MAX_LEAD_EXPORT_ROWS }, (_, i) => lead(i)));

    // Read a batch at a time, the sheet written in a worker: the server keeps answering meanwhile
    // (written on this thread, the sheet alone held it for about two seconds).
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const res = await download(admin).expect(200);
    delay.disable();
    expect(delay.max / 1e6).toBeLessThan(750);
    const rows = sheetRows(res.body as Buffer);
    expect(rows).toHaveLength(MAX_LEAD_EXPORT_ROWS + 1);
    // Newest first, as the list: the same creation time, the last inserted first.
    expect(rows[1]!.slice(0, 3)).toEqual(['محمد أحمد 49999', '+201000049999', 'lead49999@client.test']);

    await LeadModel.collection.insertOne(lead(MAX_LEAD_EXPORT_ROWS));
    const refused = await requestAs(app, admin).get('/api/leads/export').expect(400);
    expect(refused.body).toMatchObject({
      code: 'EXPORT_TOO_MANY',
      message: expect.stringMatching(/^50,001 leads match this filter.*at most 50,000: narrow the filter/),
    });
    expect(await LeadExportModel.countDocuments()).toBe(1);
    // A narrower filter goes through.
    await LeadModel.collection.updateOne({ nameKey: 'm7' }, { $set: { status: 'Won' } });
    const narrow = await download(admin, '?status=Won').expect(200);
    expect(sheetObjects(narrow.body as Buffer).map((l) => l.Name)).toEqual(['محمد أحمد 7']);
  }, 60_000);
});

describe('every leads export is recorded, and the CEO is told', () => {
  it('records who exported, when, the filter as given, its summary and the number of leads', async () => {
    const ceo = await createUser('CEO');
    const admin = await createUser('Admin', { name: 'Adel Admin' });
    const north = await createTeam('North');
    const agent = await createUser('Agent', { name: 'Aya Agent', teamId: north._id });
    await createLead({ name: 'One', status: 'Qualified', teamId: north, assignedTo: agent });
    await createLead({ name: 'Two', status: 'Qualified', teamId: north, assignedTo: agent });
    await createLead({ name: 'Other', status: 'Qualified' });
    const query = `?status=Qualified&teamId=${String(north._id)}&assignedTo=${String(agent._id)}&search=%20o%20&page=2`;
    const before = Date.now();
    await download(admin, query).expect(200);

    const page = await exportsAs(ceo);
    expect(page).toMatchObject({ total: 1, page: 1, limit: 20 });
    const [record] = page.items;
    expect(record).toEqual({
      _id: expect.any(String),
      exportedBy: { _id: String(admin._id), name: 'Adel Admin', role: 'Admin' },
      filters: {
        search: 'o',
        status: 'Qualified',
        teamId: String(north._id),
        assignedTo: String(agent._id),
        order: 'newest',
      },
      filterNames: { team: 'North', assignee: 'Aya Agent' },
      summary: 'Search: "o" · Status: Qualified · Team: North · Assigned to: Aya Agent',
      rows: 2,
      createdAt: expect.any(String),
    });
    expect(new Date(record!.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await LeadExportModel.collection.countDocuments()).toBe(1);
  });

  it('says "All leads" for an export without a filter', async () => {
    const ceo = await createUser('CEO');
    await download(ceo).expect(200);
    const [record] = (await exportsAs(ceo)).items;
    expect(record).toMatchObject({ summary: 'All leads', rows: 0, filters: { order: 'newest' } });
  });

  it('tells each CEO of an Admin\'s export, "<name> exported N leads", and no one else', async () => {
    const people = await oneOfEachRole();
    const otherCeo = await createUser('CEO');
    await createLead({ name: 'A' });
    await createLead({ name: 'B' });
    await createLead({ name: 'C' });
    await download(people.Admin).expect(200);

    for (const ceo of [people.CEO, otherCeo]) {
      const { items, unread } = await notificationsOf(ceo);
      expect(items).toEqual([
        {
          _id: expect.any(String),
          type: 'LeadsExported',
          leadId: null,
          leadHidden: true,
          oldValue: null,
          newValue: null,
          count: 3,
          changedBy: { name: people.Admin.name, role: 'Admin' },
          read: false,
          readAt: null,
          createdAt: expect.any(String),
        },
      ]);
      expect(unread).toBe(1);
    }
    // An Admin reads every notice about a lead, but not the CEO's notices of exports.
    for (const role of ['Admin', 'Manager', 'Supervisor', 'Agent'] as const) {
      expect(await notificationsOf(people[role])).toEqual({ items: [], unread: 0 });
    }
    // The CEO marks it read; the other CEO's stays unread; nobody else may touch it.
    const [notice] = (await notificationsOf(people.CEO)).items;
    await requestAs(app, people.Admin).post(`/api/leads/notifications/${notice!._id}/read`).expect(404);
    await requestAs(app, people.CEO).post(`/api/leads/notifications/${notice!._id}/read`).expect(200);
    expect((await notificationsOf(people.CEO)).unread).toBe(0);
    expect((await notificationsOf(otherCeo)).unread).toBe(1);
  });

  it("tells no one of a CEO's own export but the other CEOs", async () => {
    const ceo = await createUser('CEO');
    const otherCeo = await createUser('CEO');
    await createUser('CEO', { active: false });
    await download(ceo).expect(200);
    expect((await notificationsOf(ceo)).items).toEqual([]);
    expect((await notificationsOf(otherCeo)).items).toMatchObject([
      { type: 'LeadsExported', count: 0, changedBy: { name: ceo.name } },
    ]);
    expect(await NotificationModel.countDocuments({ type: 'LeadsExported' })).toBe(1);
  });

  it("keeps notices about leads as they were beside the export's", async () => {
    const ceo = await createUser('CEO');
    const admin = await createUser('Admin');
    const agent = await createUser('Agent');
    const lead = await createLead({ name: 'Changed', status: 'New', assignedTo: agent });
    await requestAs(app, admin)
      .put(`/api/leads/${String(lead._id)}`)
      .send({ status: 'Contacted' })
      .expect(200);
    await download(admin).expect(200);
    const { items } = await notificationsOf(ceo);
    expect(items.map((n) => n.type)).toEqual(['LeadsExported', 'StatusChange']);
    expect(items[1]).toMatchObject({ leadId: String(lead._id), leadHidden: false, leadName: 'Changed' });
    expect((await notificationsOf(agent)).items).toMatchObject([{ type: 'StatusChange', leadName: 'Changed' }]);
  });
});

describe('GET /api/leads/exports', () => {
  it('pages through the exports, newest first', async () => {
    const ceo = await createUser('CEO');
    for (const status of ['New', 'Won', 'Lost']) await download(ceo, `?status=${status}`).expect(200);
    const first = await exportsAs(ceo, '?limit=2');
    expect(first).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(first.items.map((e) => e.summary)).toEqual(['Status: Lost', 'Status: Won']);
    const second = await exportsAs(ceo, '?limit=2&page=2');
    expect(second.items.map((e) => e.summary)).toEqual(['Status: New']);
  });

  it.each<Role>(['Admin', 'Manager', 'Supervisor', 'Agent'])('refuses a %s with a 403', async (role) => {
    const people = await oneOfEachRole();
    const res = await requestAs(app, people[role]).get('/api/leads/exports').expect(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });

  it('answers 401 without a session, and 400 for a page below 1', async () => {
    await request(app).get('/api/leads/exports').expect(401);
    const ceo = await createUser('CEO');
    await requestAs(app, ceo).get('/api/leads/exports?page=0').expect(400);
  });
});
