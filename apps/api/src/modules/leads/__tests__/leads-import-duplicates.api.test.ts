import { Types } from 'mongoose';
import { contract } from '@crm/contracts';
import { LeadModel } from '../index';
import { createTeam, createUser, makeApp, requestAs } from '../../../../test/helpers';
import { sheetDataUrl } from '../../../../test/hostile-files';
import { createLead } from '../../../../test/lead-fixtures';
import { parseAnswer } from '../../../../test/strict';
import { commandsSentBy } from '../../../../test/commands';
import { asBuffer, xlsxDataUrl } from '../../../../test/sheet-download';

const app = makeApp();

describe('POST /api/leads/import: duplicate rows name the existing lead', () => {
  it('links the existing lead when the importer may see it, and only then', async () => {
    const team = await createTeam();
    const agent = await createUser('Agent', { teamId: team._id });
    const stranger = await createUser('Agent', { teamId: team._id });
    const mine = await createLead({ name: 'Mine', phone: '+201000000011', assignedTo: agent });
    await createLead({ name: 'Theirs', phone: '+201000000012', assignedTo: stranger, privacy: 'agent_private' });
    const dataUrl = sheetDataUrl(
      [
        ['Name', 'Phone'],
        ['Again mine', '01000000011'],
        ['Again theirs', '01000000012'],
        ['New one', '01000000013'],
        ['New one twice', '01000000013'],
      ],
      'xlsx',
      'Leads',
    );
    const res = await requestAs(app, agent).post('/api/leads/import').send({ dataUrl }).expect(200);
    const report = parseAnswer(contract.leads.importXlsx, res.body);
    expect(report).toMatchObject({ created: 1, skipped: 3 });
    expect(report.errors[0]).toEqual({
      row: 2,
      message: 'Skipped: a lead with phone +201000000011 already exists',
      existing: { _id: String(mine._id), name: 'Mine' },
    });
    // Not visible to the importer: the row says why, without naming or linking the lead.
    expect(report.errors[1]).toEqual({ row: 3, message: 'Skipped: a lead with phone +201000000012 already exists' });
    // Twice in the sheet: nothing on file to open.
    expect(report.errors[2]!.existing).toBeUndefined();
  });

  it("finds a phone on file past the first batch of a big sheet's scan of the live leads, and not on a deleted one", async () => {
    const admin = await createUser('Admin');
    // A sheet of more than 500 phones reads all live leads' phones, 2,000 a batch: 2,100 on file.
    const onFile = Array.from({ length: 2100 }, (_, i) => ({
      _id: new Types.ObjectId(),
      name: `On file ${i}`,
      phone: `+2011${String(i).padStart(8, '0')}`,
      deletedAt: null,
      createdAt: new Date(),
    }));
    await LeadModel.collection.insertMany(onFile);
    await createLead({ name: 'Deleted', phone: '+201222222222', deletedAt: new Date() });
    const rows = Array.from({ length: 600 }, (_, i) => [`Sheet ${i}`, `0155${String(i).padStart(7, '0')}`]);
    rows[10] = ['Last on file', '01100002099'];
    rows[20] = ['First on file', '01100000000'];
    rows[30] = ['Once deleted', '01222222222'];
    const dataUrl = sheetDataUrl([['Name', 'Phone'], ...rows], 'xlsx', 'Leads');
    const res = await requestAs(app, admin).post('/api/leads/import').send({ dataUrl }).expect(200);
    const report = parseAnswer(contract.leads.importXlsx, res.body);
    expect(report).toMatchObject({ created: 598, skipped: 2 });
    expect(report.errors).toEqual([
      {
        row: 12,
        message: 'Skipped: a lead with phone +201100002099 already exists',
        existing: { _id: String(onFile[2099]!._id), name: 'On file 2099' },
      },
      {
        row: 22,
        message: 'Skipped: a lead with phone +201100000000 already exists',
        existing: { _id: String(onFile[0]!._id), name: 'On file 0' },
      },
    ]);
  });

  it('finds a lead without a phone by its email, any case, on file or earlier in the sheet, in one query', async () => {
    const admin = await createUser('Admin');
    const onFile = await LeadModel.create({ name: 'On file', email: 'client@mail.test' });
    await LeadModel.create({ name: 'Deleted', email: 'gone@mail.test', deletedAt: new Date() });
    const dataUrl = sheetDataUrl(
      [
        ['Name', 'Phone', 'Email'],
        ['Again', '', 'CLIENT@mail.test'],
        ['New', '', 'new@mail.test'],
        ['New twice', '', 'New@Mail.test'],
        ['Once deleted', '', 'gone@mail.test'],
        // A phone decides for a row that has one: a new phone is a new lead, whatever its email.
        ['With a phone', '01000000077', 'client@mail.test'],
      ],
      'xlsx',
      'Leads',
    );
    let res;
    const queries = await commandsSentBy(async () => {
      res = await requestAs(app, admin).post('/api/leads/import').send({ dataUrl }).expect(200);
    });
    const report = parseAnswer(contract.leads.importXlsx, res!.body);
    expect(report).toMatchObject({ created: 3, skipped: 2 });
    expect(report.errors).toEqual([
      {
        row: 2,
        message: 'Skipped: a lead with email client@mail.test already exists',
        existing: { _id: String(onFile._id), name: 'On file' },
      },
      { row: 4, message: 'Skipped: a lead with email new@mail.test already exists' },
    ]);
    // Phones and emails on file: one read each for the whole sheet.
    expect(queries.filter((q) => q === 'leads.find').length).toBeLessThanOrEqual(3);
  });

  it("creates nothing when the portal's own export comes back, leads without a phone included", async () => {
    const ceo = await createUser('CEO');
    const team = await createTeam('North');
    const agent = await createUser('Agent', { name: 'آية علي', email: 'aya@agency.test', teamId: team._id });
    const as = requestAs(app, ceo);
    await as
      .post('/api/leads')
      .send({ name: 'With phone', phone: '01001234567', email: 'a@client.test', assignedTo: String(agent._id) })
      .expect(201);
    await as
      .post('/api/leads')
      .send({ name: 'Email only', email: 'only@client.test', status: 'Qualified' })
      .expect(201);
    await as.post('/api/leads').send({ name: 'Email only too', email: 'too@client.test' }).expect(201);
    const file = (await asBuffer(as.get('/api/leads/export')).expect(200)).body as Buffer;
    const res = await as
      .post('/api/leads/import')
      .send({ dataUrl: xlsxDataUrl(file) })
      .expect(200);
    const report = parseAnswer(contract.leads.importXlsx, res.body);
    expect(report).toMatchObject({ created: 0, skipped: 3, warnings: [] });
    expect(await LeadModel.countDocuments()).toBe(3);
  });
});
