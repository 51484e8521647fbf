import * as XLSX from 'xlsx';
import { contract, type Role } from '@crm/contracts';
import { UnitModel } from '../unit.model';
import { createUser, makeApp, requestAs } from '../../../../test/helpers';
import { createUnit } from '../../../../test/unit-fixtures';
import { itSurvivesHostileFiles, sheetDataUrl } from '../../../../test/hostile-files';
import { importReport } from '../../../../test/import-report';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();

describe('GET /api/resale-units/stats/summary', () => {
  it('counts live units per status, live featured and archived, and moves with status changes', async () => {
    const ceo = await createUser('CEO');
    const agent = await createUser('Agent');
    const unit = await createUnit({ isFeatured: true });
    await createUnit({ status: 'sold' });
    await createUnit({ status: 'reserved', archived: true, isFeatured: true });
    const summary = async () =>
      parseAnswer(
        contract.units.summary,
        (await requestAs(app, agent).get('/api/resale-units/stats/summary').expect(200)).body,
      );
    expect(await summary()).toEqual({
      available: 1,
      under_negotiation: 0,
      reserved: 0,
      sold: 1,
      featured: 1,
      archived: 1,
    });
    await requestAs(app, ceo).put(`/api/resale-units/${unit._id}`).send({ status: 'under_negotiation' }).expect(200);
    expect(await summary()).toMatchObject({ available: 0, under_negotiation: 1 });
    await requestAs(app, ceo).post(`/api/resale-units/${unit._id}/archive`).send({ value: true }).expect(200);
    expect(await summary()).toEqual({
      available: 0,
      under_negotiation: 0,
      reserved: 0,
      sold: 1,
      featured: 0,
      archived: 2,
    });
  });
});

describe('GET /api/resale-units/stats/agents', () => {
  it('ranks people by sold units (assignee, else creator)', async () => {
    const [a, b] = [await createUser('Agent', { name: 'Aya' }), await createUser('Agent', { name: 'Badr' })];
    await createUnit({ status: 'sold', assignedTo: b, createdBy: a });
    await createUnit({ status: 'sold', createdBy: b });
    await createUnit({ status: 'sold', createdBy: a });
    await createUnit({ status: 'available', assignedTo: a });
    const res = await requestAs(app, await createUser('Admin'))
      .get('/api/resale-units/stats/agents')
      .expect(200);
    expect(parseAnswer(contract.units.agents, res.body)).toEqual([
      { _id: String(b._id), name: 'Badr', email: b.email, sold: 2 },
      { _id: String(a._id), name: 'Aya', email: a.email, sold: 1 },
    ]);
  });

  it.each(['Manager', 'Supervisor', 'Agent'] as Role[])('refuses a %s (403)', async (role) => {
    await requestAs(app, await createUser(role))
      .get('/api/resale-units/stats/agents')
      .expect(403);
  });
});

describe('GET /api/resale-units/export', () => {
  it.each(['CEO', 'Admin', 'Manager'] as Role[])('a %s gets every unit as xlsx', async (role) => {
    await createUnit({ title: 'Live', paymentPlans: [{ name: 'P', downPayment: 1, monthly: 2, years: 3 }] });
    await createUnit({ title: 'Gone', archived: true });
    const res = await requestAs(app, await createUser(role))
      .get('/api/resale-units/export')
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c)).on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheet = XLSX.read(res.body as Buffer);
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(sheet.Sheets[sheet.SheetNames[0]!]!);
    expect(rows.map((r) => r.Title).sort()).toEqual(['Gone', 'Live']);
    expect(rows.find((r) => r.Title === 'Live')).toMatchObject({
      'Price per m²': 10_000,
      Plans: 'P: 1 down, 2/month, 3 years',
    });
  });

  it.each(['Supervisor', 'Agent'] as Role[])('refuses a %s (403)', async (role) => {
    await requestAs(app, await createUser(role))
      .get('/api/resale-units/export')
      .expect(403);
  });
});

const sheet = (rows: unknown[][]) => sheetDataUrl(rows, 'xlsx', 'Units');

describe('POST /api/resale-units/import', () => {
  it('keeps good rows and reports each bad one', async () => {
    const admin = await createUser('Admin');
    const dataUrl = sheet([
      [
        'title',
        'PRICE',
        'Area',
        'Type',
        'Status',
        'City',
        'Bedrooms',
        'Installment',
        'Plan',
        'Down payment',
        'Monthly',
        'Years',
      ],
      ['Good flat', '2,000,000', 100, 'Apartment', 'Reserved', 'Cairo', 2, 'yes', 'Easy', 200000, 30000, 5],
      ['', 1, 1],
      ['No price', '', 100],
      ['Bad type', 1, 1, 'castle'],
      ['Bad status', 1, 1, 'villa', 'gone'],
      ['Bad flag', 1, 1, '', '', '', '', 'maybe'],
      ['Plain villa', 9_000_000, 300, 'villa', 'under negotiation'],
      ['Priced in dollars', '$150,000', 90],
      ['Priced as people write it', '4.5M', 150],
    ]);
    const res = await requestAs(app, admin).post('/api/resale-units/import').send({ dataUrl }).expect(200);
    // A type, status or flag the portal does not read is left to the form's default, with a warning.
    expect(parseAnswer(contract.units.importXlsx, res.body)).toEqual(
      importReport(
        6,
        [
          { row: 3, message: 'Title is required' },
          { row: 4, message: 'Price is required' },
          { row: 9, message: 'PRICE: "$150,000" is in USD, not EGP' },
        ],
        {
          warnings: [
            { row: 5, message: 'Unknown type "castle": left empty' },
            { row: 6, message: 'Unknown status "gone": left empty' },
            { row: 7, message: 'Installment: "maybe" is not Yes or No: left as No' },
          ],
        },
      ),
    );
    expect(await UnitModel.findOne({ title: 'Bad status' }).lean()).toMatchObject({ status: 'available' });
    expect(await UnitModel.findOne({ title: 'Priced as people write it' }).lean()).toMatchObject({ price: 4_500_000 });
    const good = await UnitModel.findOne({ title: 'Good flat' }).lean();
    expect(good).toMatchObject({
      price: 2_000_000,
      pricePerMeter: 20_000,
      status: 'reserved',
      cityKey: 'cairo',
      paymentOptions: { installment: true, cash: true },
      paymentPlans: [{ name: 'Easy', downPayment: 200_000, monthly: 30_000, years: 5 }],
    });
    expect(String(good?.createdBy)).toBe(String(admin._id));
    expect((await UnitModel.findOne({ title: 'Plain villa' }).lean())?.status).toBe('under_negotiation');
  });

  it("reads Status only from CEO/Admin: a Manager's rows are available", async () => {
    const manager = await createUser('Manager');
    const dataUrl = sheet([
      ['Title', 'Price', 'Area', 'Status'],
      ['M', 1, 1, 'sold'],
    ]);
    await requestAs(app, manager).post('/api/resale-units/import').send({ dataUrl }).expect(200);
    expect((await UnitModel.findOne({ title: 'M' }).lean())?.status).toBe('available');
  });

  it.each(['Supervisor', 'Agent'] as Role[])('refuses a %s (403)', async (role) => {
    const dataUrl = sheet([
      ['Title', 'Price', 'Area'],
      ['X', 1, 1],
    ]);
    await requestAs(app, await createUser(role))
      .post('/api/resale-units/import')
      .send({ dataUrl })
      .expect(403);
    expect(await UnitModel.countDocuments()).toBe(0);
  });

  it('a file that is not a spreadsheet is a 400', async () => {
    const res = await requestAs(app, await createUser('CEO'))
      .post('/api/resale-units/import')
      .send({ dataUrl: `data:text/plain;base64,${Buffer.from('hello').toString('base64')}` });
    expect(res.status).toBe(400);
  });

  itSurvivesHostileFiles(
    app,
    '/api/resale-units/import',
    [
      ['Title', 'Price', 'Area'],
      ['Hostile', 1, 1],
    ],
    {
      imported: importReport(1, []),
      stored: () => UnitModel.countDocuments(),
    },
  );
});
