import * as XLSX from 'xlsx';
import { contract } from '@crm/contracts';
import { LeadModel } from '../lead.model';
import { createTeam, createUser, makeApp, requestAs } from '../../../../test/helpers';
import { createLead } from '../../../../test/lead-fixtures';
import {
  claimsWholeGrid,
  dataUrlOf,
  farCornerCell,
  hugeSharedString,
  importWhileCheckingHealth,
  unknownCellType,
  zipBomb,
} from '../../../../test/hostile-files';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();

function sheet(rows: unknown[][], bookType: 'xlsx' | 'biff8' = 'xlsx') {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Leads');
  return `data:application/octet-stream;base64,${(XLSX.write(book, { type: 'buffer', bookType }) as Buffer).toString('base64')}`;
}

describe('POST /api/leads/import', () => {
  it('keeps good rows, skips duplicates and reports bad rows', async () => {
    const admin = await createUser('Admin');
    await createTeam('Maadi');
    await createLead({ phone: '201000000001' });
    const dataUrl = sheet([
      ['name', 'PHONE', 'Email', 'Status', 'Interest', 'Source', 'Team', 'Notes'],
      ['Good', '+20 100 000 0002', 'g@x.com', 'follow up', 'villa', 'campaign', 'maadi', 'Wants sea view'],
      ['Existing', '201000000001', '', '', '', '', '', ''],
      ['', '201000000003', '', '', '', '', '', ''],
      ['Bad status', '201000000004', '', 'Sleeping', '', '', '', ''],
      ['Twin', '201000000002', '', '', '', '', '', ''],
      ['No phone', '', 'np@x.com', 'Won', '', 'Organic', '', ''],
    ]);
    const res = await requestAs(app, admin).post('/api/leads/import').send({ dataUrl }).expect(200);
    const report = parseAnswer(contract.leads.importXlsx, res.body);
    expect(report).toMatchObject({ created: 2, skipped: 4 });
    expect(report.errors.map((e) => e.row)).toEqual([3, 4, 5, 6]);
    expect(report.errors[1]!.message).toBe('Name is required');
    const good = await LeadModel.findOne({ name: 'Good' }).populate('teamId');
    expect(good).toMatchObject({
      phone: '201000000002',
      status: 'FollowUp',
      source: 'Campaign',
      propertyInterest: 'villa',
      agentFeedback: 'Wants sea view',
    });
    expect((good?.teamId as unknown as { name: string }).name).toBe('Maadi');
    // Stored complete (timestamps and defaults), so imported leads sort, count and filter like any other.
    const raw = await LeadModel.collection.findOne({ name: 'Good' });
    expect(raw?.createdAt).toBeInstanceOf(Date);
    expect(raw).toMatchObject({ deletedAt: null, followUpDate: null, supervisorReply: '' });
  });

  it("applies the importer's defaults: an Agent's rows are theirs and private", async () => {
    const agent = await createUser('Agent');
    const dataUrl = sheet(
      [
        ['Name', 'Phone'],
        ['Mine', '201234'],
      ],
      'biff8',
    );
    await requestAs(app, agent).post('/api/leads/import').send({ dataUrl }).expect(200);
    const lead = await LeadModel.findOne({ name: 'Mine' });
    expect(lead).toMatchObject({ privacy: 'agent_private' });
    expect(String(lead?.assignedTo)).toBe(String(agent._id));
  });

  it('refuses a garbage file with a 400', async () => {
    const agent = await createUser('Agent');
    const res = await requestAs(app, agent)
      .post('/api/leads/import')
      .send({ dataUrl: `data:text/csv;base64,${Buffer.from('a,b').toString('base64')}` })
      .expect(400);
    expect(res.body.message).toBe('The file must be an .xlsx or .xls spreadsheet');
  });

  describe('hostile files answer fast, and the server keeps answering meanwhile', () => {
    const rows = [
      ['Name', 'Phone', 'Notes'],
      ['Ann', '201000000011', 'hi'],
      ['Bob', '201000000012', ''],
    ];
    const postAs = (user: { _id: unknown }, file: Buffer) => () =>
      requestAs(app, user)
        .post('/api/leads/import')
        .send({ dataUrl: dataUrlOf(file) });

    it.each([
      ['a dimension claiming the whole grid', claimsWholeGrid],
      ['one cell at XFD1048576', farCornerCell],
    ])('imports what %s really holds', async (_, build) => {
      const admin = await createUser('Admin');
      const { res, ms, healthStatus, healthMs } = await importWhileCheckingHealth(app, postAs(admin, build(rows)));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ created: 2, skipped: 0, errors: [] });
      expect(ms).toBeLessThan(2000);
      expect(healthStatus).toBe(200);
      expect(healthMs).toBeLessThan(1000);
    });

    it.each([
      ['a zip bomb (128 MB of zeros in 130 KB)', () => zipBomb(rows, 128), 413],
      ['a zip bomb whose headers lie about its size', () => zipBomb(rows, 128, 0.001), 413],
      ['a cell of unknown type', async () => unknownCellType(rows), 400],
    ])('refuses %s', async (_, build, status) => {
      const admin = await createUser('Admin');
      const { res, ms, healthStatus, healthMs } = await importWhileCheckingHealth(app, postAs(admin, await build()));
      expect(res.status).toBe(status);
      expect(res.body.message).toMatch(/too large|far more|could not be read/);
      expect(ms).toBeLessThan(2000);
      expect(healthStatus).toBe(200);
      expect(healthMs).toBeLessThan(1000);
      expect(await LeadModel.countDocuments()).toBe(0);
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
