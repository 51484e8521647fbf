import { contract } from '@crm/contracts';
import { LeadModel } from '../lead.model';
import { CommentModel } from '../../comments';
import { LookupModel, PROPERTY_INTEREST } from '../../lookups';
import { TeamModel } from '../../users';
import { createTeam, createUser, makeApp, requestAs } from '../../../../test/helpers';
import { sheetDataUrl } from '../../../../test/hostile-files';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();

const HEADERS = ['الاسم', 'الموبايل', 'الحالة', 'المصدر', 'الفريق', 'المسؤول', 'الميزانية', 'ملاحظات'];

/** An expo list as an agency writes it: Arabic statuses and sources, assignees by name, amounts in words. */
const expoRows = (): unknown[][] => [
  HEADERS,
  ['محمد حسن', '01001110001', 'مهتم', 'معرض', '', 'احمد سمير', '2.5M', 'يريد شقة'],
  ['سارة علي', '01001110002', 'لا يرد', 'موقع الشركة', '', 'أحمد سمير', '٣ مليون', ''],
  ['كريم فؤاد', '01001110003', 'مهتم', 'معرض', '', '', '$250,000', ''],
  ['منى عادل', '01001110004', 'مؤجل', 'معرض', '', '', '1,500,000 AED', ''],
  ['هالة سعيد', '01001110005', 'لا يرد', 'سمسار خارجي', '', '', '850 ألف', ''],
  ['يوسف كمال', '01001110006', 'مهتم', 'معرض', 'فريق المعرض', '', '1.2 مليار', ''],
  ['نور الدين', '01001110007', 'Interested', 'Website', '', '', '8.5M', ''],
  ['ريم أشرف', '01001110008', 'No answer', 'Expo', '', '', '4m', ''],
  ['عمر خالد', '01001110009', 'مهتم', 'معرض', '', '', '٢٬٥٠٠٬٠٠٠', ''],
  ['دينا فاروق', '01001110010', 'لا يرد', 'معرض', '', '', 'لاحقا', ''],
];

const post = (user: { _id: unknown }, path: string, body: object, status = 200) =>
  requestAs(app, user).post(path).send(body).expect(status);

async function importLeads(user: { _id: unknown }, rows: unknown[][], values?: object) {
  const res = await post(user, '/api/leads/import', { dataUrl: sheetDataUrl(rows), values });
  return parseAnswer(contract.leads.importXlsx, res.body);
}

async function previewLeads(user: { _id: unknown }, rows: unknown[][], values?: object) {
  const res = await post(user, '/api/leads/import/preview', { dataUrl: sheetDataUrl(rows), values });
  return parseAnswer(contract.leads.previewImport, res.body);
}

const noteOf = async (name: string) => {
  const lead = await LeadModel.findOne({ name }).lean();
  return (await CommentModel.findOne({ leadId: lead?._id }).lean())?.content ?? '';
};

describe('POST /api/leads/import: values the portal does not know', () => {
  it('imports all 10 clients of an Arabic expo sheet once; foreign amounts are not stored as EGP', async () => {
    const admin = await createUser('Admin');
    const ahmed = await createUser('Agent', { name: 'أحمد سمير', email: 'ahmed@agency.test' });
    const report = await importLeads(admin, expoRows());
    expect(report).toMatchObject({ created: 10, skipped: 0, errors: [] });
    expect(report.warnings).toEqual([
      { row: 4, message: 'Budget "$250,000" is in USD, not EGP: not stored, kept in the notes' },
      { row: 5, message: 'Unknown status "مؤجل": left empty, kept in the notes' },
      { row: 5, message: 'Budget "1,500,000 AED" is in AED, not EGP: not stored, kept in the notes' },
      { row: 6, message: 'Unknown source "سمسار خارجي": left empty, kept in the notes' },
      { row: 7, message: 'Unknown team "فريق المعرض": left empty, kept in the notes' },
      { row: 11, message: 'Budget "لاحقا" is not an amount: kept in the notes' },
    ]);
    const leads = await LeadModel.find().sort({ phone: 1 }).lean();
    expect(leads.map((l) => [l.status, l.source, l.budget])).toEqual([
      ['Qualified', 'Organic', 2_500_000],
      ['Contacted', 'Organic', 3_000_000],
      ['Qualified', 'Organic', null],
      ['New', 'Organic', null],
      ['Contacted', 'Organic', 850_000],
      ['Qualified', 'Organic', 1_200_000_000],
      ['Qualified', 'Organic', 8_500_000],
      ['Contacted', 'Organic', 4_000_000],
      ['Qualified', 'Organic', 2_500_000],
      ['Contacted', 'Organic', null],
    ]);
    // Assigned by name, whatever the Arabic letter forms.
    expect(leads.slice(0, 2).map((l) => String(l.assignedTo))).toEqual([String(ahmed._id), String(ahmed._id)]);
    // Nothing is lost: what was left out is in the lead's notes, after the sheet's own.
    expect(await noteOf('كريم فؤاد')).toBe('Budget in the sheet: $250,000');
    expect(await noteOf('منى عادل')).toBe('Status in the sheet: مؤجل\nBudget in the sheet: 1,500,000 AED');
    expect(await noteOf('محمد حسن')).toBe('يريد شقة');
    // The same sheet again creates nothing.
    expect(await importLeads(admin, expoRows())).toMatchObject({ created: 0, skipped: 10 });
    expect(await LeadModel.countDocuments()).toBe(10);
  });

  it('leaves a lead unassigned when two people share the name written, with a warning', async () => {
    const admin = await createUser('Admin');
    await createUser('Agent', { name: 'Mona Ali', email: 'mona1@agency.test' });
    await createUser('Agent', { name: 'mona  ali', email: 'mona2@agency.test' });
    const report = await importLeads(admin, [
      ['Name', 'Phone', 'Assigned to'],
      ['Client', '01001110011', 'Mona Ali'],
      ['By email', '01001110012', 'MONA2@agency.test'],
    ]);
    expect(report).toMatchObject({ created: 2, errors: [] });
    expect(report.warnings).toEqual([
      { row: 2, message: 'Assignee "Mona Ali" is the name of several people: left unassigned, kept in the notes' },
    ]);
    expect((await LeadModel.findOne({ name: 'Client' }).lean())?.assignedTo).toBeNull();
    expect((await LeadModel.findOne({ name: 'By email' }).lean())?.assignedTo).not.toBeNull();
  });

  it("reads no assignee from an Agent's sheet: their rows stay theirs, nothing to warn of", async () => {
    const agent = await createUser('Agent');
    await createUser('Agent', { name: 'Other', email: 'other@agency.test' });
    const report = await importLeads(agent, [
      ['Name', 'Phone', 'Assigned to'],
      ['Mine', '01001110013', 'Other'],
    ]);
    expect(report).toMatchObject({ created: 1, warnings: [] });
    expect(String((await LeadModel.findOne({ name: 'Mine' }).lean())?.assignedTo)).toBe(String(agent._id));
  });
});

describe('POST /api/leads/import/preview and the value mapping', () => {
  it('lists the unknown values with their counts and what they may become, then applies the mapping', async () => {
    const admin = await createUser('Admin');
    await createUser('Agent', { name: 'أحمد سمير', email: 'ahmed@agency.test' });
    const giza = await createTeam('Giza');
    const first = await previewLeads(admin, expoRows());
    expect(first).toMatchObject({ rows: 10, ready: 10, errors: [] });
    expect(first.warnings).toHaveLength(6);
    const unknown = Object.fromEntries(first.unknownValues.map((u) => [u.field, u]));
    expect(unknown.status?.values).toEqual([{ value: 'مؤجل', count: 1 }]);
    expect(unknown.status?.options.map((o) => o.value)).toEqual([
      'New',
      'Contacted',
      'FollowUp',
      'Qualified',
      'Won',
      'Lost',
    ]);
    expect(unknown.teamId).toMatchObject({
      values: [{ value: 'فريق المعرض', count: 1 }],
      options: [{ value: String(giza._id), label: 'Giza' }],
      canCreate: true,
    });
    expect(unknown.source?.values).toEqual([{ value: 'سمسار خارجي', count: 1 }]);

    const values = {
      status: { مؤجل: 'FollowUp' },
      source: { 'سمسار خارجي': '' },
      teamId: { 'فريق المعرض': 'new:' },
    };
    const mapped = await previewLeads(admin, expoRows(), values);
    expect(mapped).toMatchObject({ rows: 10, ready: 10, errors: [] });
    expect(mapped.warnings.map((w) => w.row)).toEqual([4, 5, 11]);
    // Still listed, so the person sees what they mapped; nothing was created by the preview.
    expect(mapped.unknownValues.map((u) => u.field).sort()).toEqual(['source', 'status', 'teamId']);
    expect(await TeamModel.countDocuments()).toBe(1);

    const report = await importLeads(admin, expoRows(), values);
    expect(report).toMatchObject({ created: 10, errors: [] });
    const team = await TeamModel.findOne({ name: 'فريق المعرض' }).lean();
    expect(team).not.toBeNull();
    expect(await LeadModel.findOne({ name: 'يوسف كمال' }).lean()).toMatchObject({ teamId: team!._id });
    expect(await LeadModel.findOne({ name: 'منى عادل' }).lean()).toMatchObject({ status: 'FollowUp' });
    // "Leave empty" is the person's choice: no warning, and the value is still kept in the notes.
    expect(await noteOf('هالة سعيد')).toBe('Source in the sheet: سمسار خارجي');
  });

  it('maps an ambiguous name to one person, and an interest to a new one', async () => {
    const admin = await createUser('Admin');
    await createUser('Agent', { name: 'Mona Ali', email: 'mona1@agency.test' });
    const mona2 = await createUser('Agent', { name: 'Mona Ali', email: 'mona2@agency.test' });
    const rows = [
      ['Name', 'Phone', 'Assigned to', 'Interest'],
      ['Client', '01001110021', 'Mona Ali', 'Sea chalet'],
    ];
    const preview = await previewLeads(admin, rows);
    const assignees = preview.unknownValues.find((u) => u.field === 'assignedTo');
    expect(assignees?.values).toEqual([{ value: 'Mona Ali', count: 1 }]);
    // Told apart by their emails.
    expect(assignees?.options.map((o) => o.label).sort()).toEqual([
      'Mona Ali (mona1@agency.test)',
      'Mona Ali (mona2@agency.test)',
    ]);
    const values = { assignedTo: { 'Mona Ali': String(mona2._id) }, propertyInterest: { 'Sea chalet': 'new:' } };
    const report = await importLeads(admin, rows, values);
    expect(report).toMatchObject({ created: 1, errors: [], warnings: [] });
    const lead = await LeadModel.findOne({ name: 'Client' }).lean();
    expect(String(lead?.assignedTo)).toBe(String(mona2._id));
    expect(lead?.propertyInterest).toBe('sea_chalet');
    expect(await LookupModel.findOne({ kind: PROPERTY_INTEREST, value: 'sea_chalet' }).lean()).toMatchObject({
      label: 'Sea chalet',
    });
  });

  it('creates a team under the name the person gives, or takes the one the portal has by that name', async () => {
    const admin = await createUser('Admin');
    const giza = await createTeam('Giza');
    const rows = [
      ['Name', 'Phone', 'Team'],
      ['One', '01001110041', 'Expo'],
      ['Two', '01001110042', 'فرع الجيزة'],
    ];
    const values = { teamId: { Expo: 'new:Expo 2026', 'فرع الجيزة': 'new: giza ' } };
    expect(await importLeads(admin, rows, values)).toMatchObject({ created: 2, errors: [], warnings: [] });
    const expo = await TeamModel.findOne({ name: 'Expo 2026' }).lean();
    expect(await LeadModel.findOne({ name: 'One' }).lean()).toMatchObject({ teamId: expo!._id });
    expect(await LeadModel.findOne({ name: 'Two' }).lean()).toMatchObject({ teamId: giza._id });
    expect(await TeamModel.countDocuments()).toBe(2);
  });

  describe('refuses a mapping the caller may not make, before reading a row', () => {
    const rows = [
      ['Name', 'Phone', 'Team', 'Assigned to', 'Status'],
      ['Client', '01001110031', 'Expo team', 'Somebody', 'Sleeping'],
    ];
    it.each([
      ['an Agent naming an assignee', 'Agent', { assignedTo: { Somebody: '0123456789abcdef01234567' } }, 403],
      ['an Agent choosing a team', 'Agent', { teamId: { 'Expo team': '' } }, 403],
      ['a Manager creating a team', 'Manager', { teamId: { 'Expo team': 'new:' } }, 403],
      ['a Supervisor creating an interest', 'Supervisor', { propertyInterest: { Chalet: 'new:' } }, 403],
      ['a team that does not exist', 'Admin', { teamId: { 'Expo team': '0123456789abcdef01234567' } }, 400],
      ['a person who does not exist', 'Admin', { assignedTo: { Somebody: '0123456789abcdef01234567' } }, 400],
      ['a status the portal has not', 'Admin', { status: { Sleeping: 'Dormant' } }, 400],
      ['creating a status', 'Admin', { status: { Sleeping: 'new:' } }, 400],
      ['a field with no values to map', 'Admin', { phone: { x: 'y' } }, 400],
    ] as const)('%s', async (_case, role, values, status) => {
      const user = await createUser(role, role === 'Manager' ? { teamIds: [(await createTeam())._id] } : {});
      for (const path of ['/api/leads/import/preview', '/api/leads/import']) {
        const res = await post(user, path, { dataUrl: sheetDataUrl(rows), values }, status);
        expect(res.body.error?.message ?? res.body.message).toBeTruthy();
      }
      expect(await LeadModel.countDocuments()).toBe(0);
    });

    it("refuses a Manager's mapping to a team they do not run, and offers them only theirs", async () => {
      const mine = await createTeam('Mine');
      const other = await createTeam('Other');
      const manager = await createUser('Manager', { teamIds: [mine._id] });
      const preview = await previewLeads(manager, rows);
      expect(preview.unknownValues.find((u) => u.field === 'teamId')).toMatchObject({
        options: [{ value: String(mine._id), label: 'Mine' }],
        canCreate: false,
      });
      const values = { teamId: { 'Expo team': String(other._id) } };
      await post(manager, '/api/leads/import', { dataUrl: sheetDataUrl(rows), values }, 400);
      const ok = await importLeads(manager, rows, { teamId: { 'Expo team': String(mine._id) } });
      expect(ok).toMatchObject({ created: 1, errors: [] });
    });

    it('refuses assigning to a CEO or Admin through the mapping', async () => {
      const admin = await createUser('Admin');
      const ceo = await createUser('CEO', { name: 'Somebody' });
      await post(
        admin,
        '/api/leads/import',
        { dataUrl: sheetDataUrl(rows), values: { assignedTo: { Somebody: String(ceo._id) } } },
        400,
      );
    });
  });
});
