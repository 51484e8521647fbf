import * as XLSX from 'xlsx';
import { contract } from '@crm/contracts';
import { LeadModel } from '../lead.model';
import { createTeam, createUser, makeApp, requestAs } from '../../../../test/helpers';
import { createLead } from '../../../../test/lead-fixtures';

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
    const report = contract.leads.importXlsx.response.parse(res.body);
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
});
