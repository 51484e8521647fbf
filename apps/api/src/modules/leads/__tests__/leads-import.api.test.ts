import { contract } from '@crm/contracts';
import { LeadModel } from '../lead.model';
import { CommentModel } from '../../comments';
import { commandsSentBy } from '../../../../test/commands';
import { createTeam, createUser, makeApp, requestAs } from '../../../../test/helpers';
import { createLead } from '../../../../test/lead-fixtures';
import { dataUrlOf, hugeSharedString, itSurvivesHostileFiles, sheetDataUrl } from '../../../../test/hostile-files';
import { parseAnswer } from '../../../../test/strict';
import { importReport } from '../../../../test/import-report';

const app = makeApp();

const sheet = (rows: unknown[][], bookType: 'xlsx' | 'biff8' = 'xlsx') => sheetDataUrl(rows, bookType, 'Leads');

describe('POST /api/leads/import', () => {
  it('keeps good rows, skips duplicates and reports bad rows', async () => {
    const admin = await createUser('Admin');
    await createTeam('Maadi');
    await createLead({ phone: '+201000000001' });
    const dataUrl = sheet([
      ['name', 'PHONE', 'Email', 'Status', 'Interest', 'Source', 'Team', 'Notes'],
      ['Good', '+20 100 000 0002', 'g@x.com', 'follow up', 'villa', 'campaign', 'maadi', 'Wants sea view'],
      ['Existing', '201000000001', '', '', '', '', '', ''],
      ['', '201000000003', '', '', '', '', '', ''],
      ['Bad status', '201000000004', '', 'Sleeping', '', '', '', ''],
      ['Twin', '201000000002', '', '', '', '', '', ''],
      ['No phone', '', 'np@x.com', 'Won', '', 'Organic', '', ''],
      // The existing lead's mobile written the local way: the same phone.
      ['Local twin', '0100 000 0001', '', '', '', '', '', ''],
      ['Bad phone', 'call me', '', '', '', '', '', ''],
    ]);
    const res = await requestAs(app, admin).post('/api/leads/import').send({ dataUrl }).expect(200);
    const report = parseAnswer(contract.leads.importXlsx, res.body);
    // An unknown status no longer refuses its row: it is left empty (New), kept in the notes, and warned of.
    expect(report).toMatchObject({ created: 3, skipped: 5 });
    expect(report.errors.map((e) => e.row)).toEqual([3, 4, 6, 8, 9]);
    expect(report.errors[1]!.message).toBe('Name is required');
    expect(report.errors[3]!.message).toBe('Skipped: a lead with phone +201000000001 already exists');
    expect(report.errors[4]!.message).toBe('PHONE: "call me" is not a valid phone number');
    expect(report.warnings).toEqual([{ row: 5, message: 'Unknown status "Sleeping": left empty, kept in the notes' }]);
    expect(await LeadModel.findOne({ name: 'Bad status' }).lean()).toMatchObject({ status: 'New' });
    const good = await LeadModel.findOne({ name: 'Good' }).populate('teamId');
    expect(good).toMatchObject({
      phone: '+201000000002',
      status: 'FollowUp',
      source: 'Campaign',
      propertyInterest: 'villa',
      agentFeedback: '',
    });
    expect((good?.teamId as unknown as { name: string }).name).toBe('Maadi');
    // The note is the first entry of the lead's feedback log, by the importer: where the Feedback dialog shows it.
    const log = await requestAs(app, admin)
      .get(`/api/comments/lead/${String(good?._id)}`)
      .expect(200);
    expect(parseAnswer(contract.comments.forLead, log.body)).toEqual([
      expect.objectContaining({ content: 'Wants sea view', type: 'feedback', parentId: null }),
    ]);
    expect(log.body[0].agentId).toMatchObject({ _id: String(admin._id), name: admin.name });
    // Two notes: Good's, and the status Bad status's row had ("Status in the sheet: Sleeping").
    expect(await CommentModel.countDocuments()).toBe(2);
    // Stored complete (timestamps and defaults), so imported leads sort, count and filter like any other.
    const raw = await LeadModel.collection.findOne({ name: 'Good' });
    expect(raw?.createdAt).toBeInstanceOf(Date);
    expect(raw).toMatchObject({ deletedAt: null, supervisorReply: '' });
    // A FollowUp row names no date: it is due at once, in today's follow-ups, rather than in none.
    expect(Date.now() - raw!.followUpDate.getTime()).toBeLessThan(60_000);
  });

  it("applies the importer's defaults: an Agent's rows are theirs and private", async () => {
    const agent = await createUser('Agent');
    const dataUrl = sheet(
      [
        ['Name', 'Phone'],
        ['Mine', '01234567890'],
      ],
      'biff8',
    );
    await requestAs(app, agent).post('/api/leads/import').send({ dataUrl }).expect(200);
    const lead = await LeadModel.findOne({ name: 'Mine' });
    expect(lead).toMatchObject({ privacy: 'agent_private' });
    expect(String(lead?.assignedTo)).toBe(String(agent._id));
  });

  it('stores the A-Z key the model derives from the name, so imported leads sort like any other', async () => {
    const admin = await createUser('Admin');
    await createLead({ name: 'Bassem' });
    const dataUrl = sheet([['Name'], ['  zeina  '], ['Adam'], ['carla']]);
    await requestAs(app, admin).post('/api/leads/import').send({ dataUrl }).expect(200);
    const raw = await LeadModel.collection.find({}, { projection: { name: 1, nameKey: 1, _id: 0 } }).toArray();
    expect(raw).toEqual(
      expect.arrayContaining([
        { name: 'zeina', nameKey: 'zeina' },
        { name: 'Adam', nameKey: 'adam' },
        { name: 'carla', nameKey: 'carla' },
        { name: 'Bassem', nameKey: 'bassem' },
      ]),
    );
    const res = await requestAs(app, admin).get('/api/leads?order=az').expect(200);
    expect(res.body.items.map((l: { name: string }) => l.name)).toEqual(['Adam', 'Bassem', 'carla', 'zeina']);
  });

  it('refuses a garbage file, and a CSV of other columns, with a 400', async () => {
    const agent = await createUser('Agent');
    const garbage = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 31) % 256));
    const res = await requestAs(app, agent)
      .post('/api/leads/import')
      .send({ dataUrl: `data:text/csv;base64,${garbage.toString('base64')}` })
      .expect(400);
    expect(res.body.message).toBe('The file must be a spreadsheet (.xlsx or .xls) or a CSV or TSV text file');
    const otherColumns = await requestAs(app, agent)
      .post('/api/leads/import')
      .send({ dataUrl: `data:text/csv;base64,${Buffer.from('a,b').toString('base64')}` })
      .expect(400);
    expect(otherColumns.body.message).toBe("No Name or Phone column found. The sheet's headers: a, b");
  });

  describe('rows go through the rules of the Add Lead form', () => {
    const importAs = async (user: { _id: unknown }, rows: unknown[][]) => {
      const res = await requestAs(app, user)
        .post('/api/leads/import')
        .send({ dataUrl: sheet(rows) })
        .expect(200);
      return parseAnswer(contract.leads.importXlsx, res.body);
    };

    it("takes an Admin's assignee by email: the lead is theirs and joins their team", async () => {
      const admin = await createUser('Admin');
      const maadi = await createTeam('Maadi');
      const zayed = await createTeam('Zayed');
      const agent = await createUser('Agent', { email: 'sara@agency.test', teamId: maadi._id });
      const report = await importAs(admin, [
        ['Name', 'Phone', 'Assigned to', 'Team'],
        ['For Sara', '201000000101', ' SARA@agency.test ', ''],
        ['For Sara in Zayed', '201000000102', 'sara@agency.test', 'Zayed'],
      ]);
      expect(report).toEqual(importReport(2, []));
      const leads = await LeadModel.find({ phone: /^\+2010000001/ })
        .sort({ phone: 1 })
        .lean();
      expect(leads.map((l) => [String(l.assignedTo), String(l.teamId)])).toEqual([
        [String(agent._id), String(maadi._id)],
        [String(agent._id), String(zayed._id)],
      ]);
    });

    it('reports the assignees the form refuses, and keeps the other rows', async () => {
      const admin = await createUser('Admin');
      await createUser('CEO', { email: 'boss@agency.test' });
      await createUser('Agent', { email: 'gone@agency.test', active: false });
      await createUser('Agent', { email: 'ok@agency.test' });
      const report = await importAs(admin, [
        ['Name', 'Assigned to'],
        ['To the CEO', 'boss@agency.test'],
        ['To someone deactivated', 'gone@agency.test'],
        ['To nobody known', 'who@agency.test'],
        ['Fine', 'ok@agency.test'],
      ]);
      // None refuses its row any more: the lead is left unassigned (the Admin's), with the reason.
      expect(report).toEqual(
        importReport(4, [], {
          warnings: [
            { row: 2, message: 'Assignee "boss@agency.test" cannot hold leads: left unassigned, kept in the notes' },
            { row: 3, message: 'Unknown assignee "gone@agency.test": left unassigned, kept in the notes' },
            { row: 4, message: 'Unknown assignee "who@agency.test": left unassigned, kept in the notes' },
          ],
        }),
      );
      const lead = await LeadModel.findOne({ name: 'To the CEO' }).lean();
      expect(lead?.assignedTo).toBeNull();
      expect(await CommentModel.findOne({ leadId: lead?._id }).lean()).toMatchObject({
        content: 'Assigned to in the sheet: boss@agency.test',
      });
    });

    it("keeps a Manager's rows theirs and inside the teams they run, as the form does", async () => {
      const mine = await createTeam('Mine');
      const also = await createTeam('Also mine');
      await createTeam('Not mine');
      const manager = await createUser('Manager', { teamIds: [mine._id, also._id] });
      await createUser('Agent', { email: 'agent@agency.test', teamId: mine._id });
      const report = await importAs(manager, [
        ['Name', 'Team', 'Assigned to'],
        ['Chosen team', 'Mine', 'agent@agency.test'],
        ['No team', '', ''],
        ['Other team', 'Not mine', ''],
      ]);
      expect(report).toEqual(
        importReport(1, [
          { row: 3, message: 'Please choose a team' },
          { row: 4, message: 'You can only add leads to your own teams' },
        ]),
      );
      // Assigned to is not the Manager's to choose (the form offers it to CEO/Admin only): the lead is theirs.
      const lead = await LeadModel.findOne({ name: 'Chosen team' }).lean();
      expect([String(lead?.assignedTo), String(lead?.teamId)]).toEqual([String(manager._id), String(mine._id)]);
    });

    it('looks the people and teams up once per sheet, not once per row', async () => {
      const admin = await createUser('Admin');
      const team = await createTeam();
      const agents = await Promise.all(
        ['a1', 'a2', 'a3'].map((n) => createUser('Agent', { email: `${n}@agency.test`, teamId: team._id })),
      );
      const rows: unknown[][] = [['Name', 'Phone', 'Assigned to', 'Notes']];
      for (let i = 0; i < 60; i++) rows.push([`Row ${i}`, `20100000${1000 + i}`, agents[i % 3]!.email, `note ${i}`]);
      const queries = await commandsSentBy(async () => {
        expect(await importAs(admin, rows)).toEqual(importReport(60, []));
      });
      const count = (name: string) => queries.filter((q) => q === name).length;
      // The people the sheet may name, then their names for the notices of their new leads (one each, not per row).
      expect(count('users.find')).toBe(2);
      expect(count('leadnotifications.insert')).toBe(1);
      expect(count('teams.find')).toBe(1);
      // The leads go in 25 at a time (save-rows.ts: a batch holds the event loop for a few ms), the notes in one insert.
      expect(count('leads.insert')).toBe(3);
      expect(count('comments.insert')).toBe(1);
      expect(await CommentModel.countDocuments()).toBe(60);
    });
  });

  describe('hostile files answer fast, and the server keeps answering meanwhile', () => {
    const rows = [
      ['Name', 'Phone', 'Notes'],
      ['Ann', '201000000011', 'hi'],
      ['Bob', '201000000012', ''],
    ];
    itSurvivesHostileFiles(app, '/api/leads/import', rows, {
      imported: { created: 2, skipped: 0, errors: [] },
      stored: () => LeadModel.countDocuments(),
    });

    it('reports a 1 MB note on its row instead of storing it', async () => {
      const admin = await createUser('Admin');
      const file = hugeSharedString(
        [
          ['Name', 'Phone', 'Notes'],
          ['Ann', '201000000011', 'HUGE'],
          ['Bob', '201000000012', 'short'],
        ],
        'HUGE',
        1_000_000,
      );
      expect(file.length).toBeLessThan(10 * 1024);
      const res = await requestAs(app, admin)
        .post('/api/leads/import')
        .send({ dataUrl: dataUrlOf(file) })
        .expect(200);
      expect(res.body).toMatchObject({ created: 1, skipped: 1, errors: [{ row: 2 }] });
      expect(res.body.errors[0].message).toMatch(/^Notes: .*5000/);
      expect(await LeadModel.findOne({ name: 'Ann' })).toBeNull();
    });
  });
});
