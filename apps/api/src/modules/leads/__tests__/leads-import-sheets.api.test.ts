// Sheets as agencies really have them (titles above the header, a total row, CSVs from Excel and
// Meta's Leads Center, phones saved as numbers): every client comes in once, no junk row becomes a lead.
import { contract, type ImportBody } from '@crm/contracts';
import { LeadModel } from '../lead.model';
import { CampaignModel } from '../../lookups';
import { createUser, makeApp, requestAs } from '../../../../test/helpers';
import { dataUrlOf, sheetDataUrl } from '../../../../test/hostile-files';
import { parseAnswer } from '../../../../test/strict';
import { importReport } from '../../../../test/import-report';
import { delimitedText, encodeText, textDataUrl } from '../../../../test/text-files';

const app = makeApp();

const ARABIC_NAMES = [
  'منى سامي',
  'خالد عمر',
  'سارة علي',
  'أحمد فؤاد',
  'ياسمين حسن',
  'عمرو نبيل',
  'هبة يوسف',
  'طارق سعيد',
  'نور الدين',
  'ريم عادل',
];
const phoneOf = (i: number) => `010012345${String(i).padStart(2, '0')}`;
const storedPhoneOf = (i: number) => `+2010012345${String(i).padStart(2, '0')}`;

/** The expo list: two title rows, a blank row, the header, 10 clients, a note between them, the footer. */
const expoRows = (): unknown[][] => [
  ['كشف عملاء معرض سيتي سكيب'],
  ['التاريخ: 2026-03-01'],
  [],
  ['م', 'الاسم', 'الموبايل', 'ملاحظات'],
  ...ARABIC_NAMES.slice(0, 5).map((name, i) => [i + 1, name, phoneOf(i), 'زار الجناح']),
  ['', 'اليوم الثاني من المعرض:'],
  ...ARABIC_NAMES.slice(5).map((name, i) => [i + 6, name, phoneOf(i + 5), '']),
  ['المجموع: 10'],
];
const expoSkipped = [
  { row: 10, reason: 'Skipped: a note, not a record ("اليوم الثاني من المعرض:")' },
  { row: 16, reason: 'Skipped: a total row ("المجموع: 10")' },
];

/** The English quarter sheet: a title, the header, 12 leads and "Total: 12 leads". */
const quarterRows = (): unknown[][] => [
  ['Q1 2026 leads - Sales team'],
  ['Name', 'Phone', 'Email', 'Notes'],
  ...Array.from({ length: 12 }, (_, i) => [`Client ${i + 1}`, phoneOf(i), `client${i + 1}@mail.test`, '']),
  ['Total: 12 leads', '', '', ''],
];

async function importBoth(body: ImportBody) {
  const admin = await createUser('Admin');
  const as = requestAs(app, admin);
  const preview = parseAnswer(
    contract.leads.previewImport,
    (await as.post('/api/leads/import/preview').send(body).expect(200)).body,
  );
  expect(await LeadModel.countDocuments()).toBe(0); // a preview stores nothing
  const report = parseAnswer(
    contract.leads.importXlsx,
    (await as.post('/api/leads/import').send(body).expect(200)).body,
  );
  return { preview, report };
}

const storedLeads = async () =>
  (await LeadModel.find().select('name phone email').sort({ phone: 1 }).lean()).map(({ name, phone, email }) => ({
    name,
    phone,
    ...(email && { email }),
  }));

describe('POST /api/leads/import of sheets as people make them', () => {
  it('imports an Arabic expo sheet under its titles, skipping the note and the total, once each', async () => {
    const { preview, report } = await importBoth({ dataUrl: sheetDataUrl(expoRows()) });
    expect(preview).toMatchObject({ headerRow: 4, rows: 10, ready: 10, errors: [], skippedRows: expoSkipped });
    expect(preview.headerCandidates.slice(0, 3)).toEqual([
      { row: 1, values: ['كشف عملاء معرض سيتي سكيب'] },
      { row: 2, values: ['التاريخ: 2026-03-01'] },
      { row: 4, values: ['م', 'الاسم', 'الموبايل', 'ملاحظات'] },
    ]);
    expect(report).toEqual(importReport(10, [], { skippedRows: expoSkipped }));
    expect(await storedLeads()).toEqual(ARABIC_NAMES.map((name, i) => ({ name, phone: storedPhoneOf(i) })));
  });

  it('imports an English quarter sheet without making its total a lead', async () => {
    const { preview, report } = await importBoth({ dataUrl: sheetDataUrl(quarterRows(), 'biff8') });
    const skippedRows = [{ row: 15, reason: 'Skipped: a total row ("Total: 12 leads")' }];
    expect(preview).toMatchObject({ headerRow: 2, ready: 12, errors: [], skippedRows });
    expect(report).toEqual(importReport(12, [], { skippedRows: skippedRows }));
    expect(await LeadModel.countDocuments({ name: /total/i })).toBe(0);
    expect(await LeadModel.countDocuments()).toBe(12);
  });

  it('reads phones a LibreOffice sheet saved as numbers', async () => {
    const { report } = await importBoth({
      dataUrl: sheetDataUrl([
        ['Name', 'Mobile'],
        ['Walk-in one', 1001234567],
        ['Walk-in two', 201101234567],
      ]),
    });
    expect(report).toEqual(importReport(2, []));
    expect((await storedLeads()).map((l) => l.phone)).toEqual(['+201001234567', '+201101234567']);
  });

  it('imports a UTF-8 CSV with a byte-order mark and semicolons, as Excel saves it', async () => {
    const text = delimitedText(
      expoRows().map((row) => row.map(String)),
      ';',
    );
    const { preview, report } = await importBoth({ dataUrl: textDataUrl(encodeText(text, 'utf-8-bom')) });
    expect(preview).toMatchObject({ headerRow: 4, ready: 10, skippedRows: expoSkipped });
    expect(report).toEqual(importReport(10, [], { skippedRows: expoSkipped }));
    expect(await storedLeads()).toEqual(ARABIC_NAMES.map((name, i) => ({ name, phone: storedPhoneOf(i) })));
  });

  it('imports a Windows-1256 CSV (Excel on an Arabic Windows)', async () => {
    const text = delimitedText(
      expoRows().map((row) => row.map(String)),
      ',',
    );
    const dataUrl = textDataUrl(encodeText(text, 'windows-1256'), 'application/vnd.ms-excel');
    const { report } = await importBoth({ dataUrl });
    expect(report).toEqual(importReport(10, [], { skippedRows: expoSkipped }));
    expect((await storedLeads()).map((l) => l.name)).toEqual(ARABIC_NAMES);
  });

  it("imports Meta Leads Center's UTF-16 tab-separated export by its own column names", async () => {
    const header = [
      'id',
      'created_time',
      'ad_name',
      'campaign_name',
      'form_name',
      'platform',
      'full_name',
      'phone_number',
      'email',
    ];
    const rows = [
      [
        'l:1',
        '2026-03-01T10:00:00+0200',
        'Villas, Zayed',
        'Spring',
        'Form A',
        'fb',
        'Mona Sami',
        '+201001234500',
        'mona@mail.test',
      ],
      [
        'l:2',
        '2026-03-01T11:00:00+0200',
        'Villas, Zayed',
        'Spring',
        'Form A',
        'ig',
        'Khaled Omar',
        '+201001234501',
        'khaled@mail.test',
      ],
    ];
    const dataUrl = textDataUrl(encodeText(delimitedText([header, ...rows], '\t'), 'utf-16le-bom'), 'text/plain');
    await CampaignModel.create({ name: 'Spring', channel: 'Facebook' }); // campaigns are not created by imports
    const { preview, report } = await importBoth({ dataUrl });
    expect(preview.columns.filter((c) => c.field)).toEqual([
      { header: 'campaign_name', field: 'campaignId' },
      { header: 'platform', field: 'source' },
      { header: 'full_name', field: 'name' },
      { header: 'phone_number', field: 'phone' },
      { header: 'email', field: 'email' },
    ]);
    expect(report.errors).toEqual([]);
    expect(report).toMatchObject({ created: 2, skippedRows: [] });
    expect(await storedLeads()).toEqual([
      { name: 'Mona Sami', phone: '+201001234500', email: 'mona@mail.test' },
      { name: 'Khaled Omar', phone: '+201001234501', email: 'khaled@mail.test' },
    ]);
  });

  it('takes the header row a person chose, in the preview and the import', async () => {
    // A sheet whose real header is not recognised: its first row is taken, until the person picks row 3.
    const rows = [['Export'], [], ['Client', 'Mobile No'], ['Ann', phoneOf(1)]];
    const admin = await createUser('Admin');
    const as = requestAs(app, admin);
    const withHeader = { dataUrl: sheetDataUrl(rows), headerRow: 3 };
    const preview = await as.post('/api/leads/import/preview').send(withHeader).expect(200);
    expect(preview.body).toMatchObject({ headerRow: 3, ready: 1, missing: [] });
    const report = await as.post('/api/leads/import').send(withHeader).expect(200);
    expect(report.body).toEqual(importReport(1, []));
    const blank = await as
      .post('/api/leads/import')
      .send({ ...withHeader, headerRow: 2 })
      .expect(400);
    expect(blank.body.code).toBe('IMPORT_HEADER_ROW');
    await as
      .post('/api/leads/import/preview')
      .send({ ...withHeader, headerRow: 0 })
      .expect(400);
  });

  it('reports a row of a 9 MB line, cut to its cap, as an error', async () => {
    const admin = await createUser('Admin');
    const hugeLine = Buffer.from(`Name,Phone\nAnn,${'9'.repeat(9 * 1024 * 1024)}\n`);
    const res = await requestAs(app, admin)
      .post('/api/leads/import')
      .send({ dataUrl: textDataUrl(hugeLine) })
      .expect(200);
    expect(res.body).toMatchObject({ created: 0, errors: [{ row: 2 }] });
    expect(await LeadModel.countDocuments()).toBe(0);
  });

  it.each([
    ['binary junk', Buffer.from(Array.from({ length: 100_000 }, (_, i) => (i * 7919) % 256))],
    ['10 MB of commas', Buffer.alloc(10 * 1024 * 1024 - 1024, ',')],
    ['more than 10 MB', Buffer.alloc(10 * 1024 * 1024 + 1, 'a')],
  ])('answers a hostile CSV (%s) with a clear 4xx, storing nothing', async (_, bytes) => {
    const admin = await createUser('Admin');
    const res = await requestAs(app, admin)
      .post('/api/leads/import')
      .send({ dataUrl: textDataUrl(bytes) });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await LeadModel.countDocuments()).toBe(0);
  });

  it('reads an octet-stream upload by its content', async () => {
    const text = delimitedText(
      [
        ['Name', 'Phone'],
        ['Ann', phoneOf(1)],
      ],
      ',',
    );
    const { report } = await importBoth({ dataUrl: dataUrlOf(encodeText(text, 'utf-8')) });
    expect(report.created).toBe(1);
  });
});
