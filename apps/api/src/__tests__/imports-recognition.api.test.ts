import * as XLSX from 'xlsx';
import { CampaignModel } from '../modules/lookups';
import { LeadModel } from '../modules/leads';
import { LookupModel, PROPERTY_INTEREST } from '../modules/lookups';
import { UnitModel } from '../modules/units';
import { UserModel } from '../modules/users';
import { createTeam, createUser, makeApp, requestAs } from '../../test/helpers';
import { dataUrlOf, sheetDataUrl } from '../../test/hostile-files';

/**
 * An agency's own sheets, headed and filled the way people type them (English and Arabic headers,
 * everyday column names, Arabic-Indic digits, currencies, labels instead of values), import with
 * every column they hold: as .xlsx and as the older .xls alike.
 */
const app = makeApp();
const FORMATS = ['xlsx', 'biff8'] as const;

const importAs = (user: { _id: unknown }, path: string, rows: unknown[][], format: (typeof FORMATS)[number]) =>
  requestAs(app, user)
    .post(path)
    .send({ dataUrl: sheetDataUrl(rows, format) });

describe.each(FORMATS)('leads sheets as agencies write them (%s)', (format) => {
  it('reads "Client Name, Mobile No., E-mail, Lead Source, Interested In": phones kept, a bad phone refused', async () => {
    const admin = await createUser('Admin');
    await LookupModel.create({ kind: PROPERTY_INTEREST, label: 'Duplex', value: 'duplex' });
    const facebook = await CampaignModel.create({ name: 'Spring launch', channel: 'Facebook' });
    const res = await importAs(
      admin,
      '/api/leads/import',
      [
        ['Client Name', 'Mobile No.', 'E-mail', 'Lead Source', 'Interested In'],
        ['Hany Adel', '0100 123 4567', 'hany@mail.test', 'Facebook', 'Duplex'],
        ['Mona Zaki', '+20 111 222 3344', '', 'Referral', ''],
        ['Bad Phone', 'abc', '', '', ''],
      ],
      format,
    ).expect(200);
    expect(res.body).toMatchObject({ created: 2, skipped: 1 });
    expect(res.body.errors[0]).toMatchObject({ row: 4, message: 'Mobile No.: "abc" is not a valid phone number' });
    const hany = await LeadModel.findOne({ name: 'Hany Adel' }).lean();
    // Facebook is a Campaign lead from the Facebook campaign; the interest is the lookup's value.
    expect(hany).toMatchObject({
      phone: '+201001234567',
      email: 'hany@mail.test',
      source: 'Campaign',
      propertyInterest: 'duplex',
    });
    expect(String(hany?.campaignId)).toBe(String(facebook._id));
    expect(await LeadModel.findOne({ name: 'Mona Zaki' }).lean()).toMatchObject({
      phone: '+201112223344',
      source: 'Organic',
    });
  });

  it('reads Arabic headers and values: الاسم، رقم الموبايل، البريد الإلكتروني، الحالة، المصدر', async () => {
    const admin = await createUser('Admin');
    const res = await importAs(
      admin,
      '/api/leads/import',
      [
        ['الاسم', 'رقم الموبايل', 'البريد الإلكتروني', 'الحالة', 'المصدر', 'الميزانية', 'ملاحظات'],
        ['أحمد فوزي', '٠١٠٠١٢٣٤٥٦٧', 'ahmed@mail.test', 'متابعة', 'إنستجرام', '٣ مليون', 'يريد شقة بحديقة'],
        ['سارة عادل', '01112223344', '', 'تم التواصل', 'عضوي', '2,500,000 EGP', ''],
        ['ميزانية غريبة', '01112223345', '', '', '', 'كتير', ''],
      ],
      format,
    ).expect(200);
    // A budget that is no amount no longer refuses its client: left empty, kept in the notes, warned of.
    expect(res.body).toMatchObject({
      created: 3,
      skipped: 0,
      errors: [],
      warnings: [{ row: 4, message: 'Budget "كتير" is not an amount: kept in the notes' }],
    });
    expect(await LeadModel.findOne({ name: 'ميزانية غريبة' }).lean()).toMatchObject({ budget: null });
    expect(await LeadModel.findOne({ name: 'أحمد فوزي' }).lean()).toMatchObject({
      phone: '+201001234567',
      status: 'FollowUp',
      source: 'Campaign',
      budget: 3_000_000,
    });
    expect(await LeadModel.findOne({ name: 'سارة عادل' }).lean()).toMatchObject({
      status: 'Contacted',
      source: 'Organic',
      budget: 2_500_000,
    });
  });

  it('refuses a sheet with neither a name nor a phone column, naming the headers it found', async () => {
    const admin = await createUser('Admin');
    const res = await importAs(
      admin,
      '/api/leads/import',
      [
        ['Customer ID', 'City'],
        ['17', 'Giza'],
      ],
      format,
    ).expect(400);
    expect(res.body).toMatchObject({ code: 'IMPORT_COLUMNS_UNKNOWN' });
    expect(res.body.message).toBe("No Name or Phone column found. The sheet's headers: Customer ID, City");
    expect(await LeadModel.countDocuments()).toBe(0);
  });
});

describe.each(FORMATS)('users and units sheets as agencies write them (%s)', (format) => {
  it('users: Arabic headers, a role written as the Arabic screen names it', async () => {
    const admin = await createUser('Admin');
    await createTeam('فريق القاهرة');
    const res = await importAs(
      admin,
      '/api/users/import',
      [
        ['الاسم', 'البريد الإلكتروني', 'الدور', 'الفريق'],
        ['ليلى حسن', 'laila@agency.test', 'وكيل', 'فريق القاهره'],
        ['كريم عادل', 'karim@agency.test', 'مشرف', ''],
      ],
      format,
    ).expect(200);
    expect(res.body).toMatchObject({ created: 2, skipped: 0 });
    expect(await UserModel.findOne({ email: 'laila@agency.test' }).lean()).toMatchObject({ role: 'Agent' });
    expect(await UserModel.findOne({ email: 'karim@agency.test' }).lean()).toMatchObject({ role: 'Supervisor' });
  });

  it('units: Arabic-Indic prices with separators, currencies and m², types and statuses by label', async () => {
    const ceo = await createUser('CEO');
    const res = await importAs(
      ceo,
      '/api/resale-units/import',
      [
        ['العنوان', 'السعر', 'المساحة', 'النوع', 'الحالة', 'غرف النوم'],
        ['شقة في المعادي', '٢٬٥٠٠٬٠٠٠', '١٢٠ م²', 'شقة', 'قيد التفاوض', '٣'],
        ['Villa in Zayed', '8,500,000 EGP', '350 m²', 'Villa', 'Under Negotiation', '5'],
        ['No price', 'call us', '100', '', '', ''],
      ],
      format,
    ).expect(200);
    expect(res.body).toMatchObject({ created: 2, skipped: 1 });
    expect(res.body.errors[0]).toMatchObject({ row: 4, message: 'السعر: Must be a number' });
    expect(await UnitModel.findOne({ title: 'شقة في المعادي' }).lean()).toMatchObject({
      price: 2_500_000,
      area: 120,
      propertyType: 'apartment',
      status: 'under_negotiation',
      bedrooms: 3,
    });
    expect(await UnitModel.findOne({ title: 'Villa in Zayed' }).lean()).toMatchObject({
      price: 8_500_000,
      area: 350,
      propertyType: 'villa',
      status: 'under_negotiation',
    });
  });
});

describe('export -> import round trip', () => {
  it('an exported units file imports back with its plans and photo links', async () => {
    const ceo = await createUser('CEO');
    await requestAs(app, ceo)
      .post('/api/resale-units')
      .send({
        title: 'Garden duplex',
        price: '4,200,000',
        area: '210',
        propertyType: 'duplex',
        paymentPlans: [
          { name: 'Seven years', downPayment: '420000', monthly: '45000', years: '7' },
          { name: 'Cash-ish', downPayment: '2000000', monthly: '100000', years: '2' },
        ],
        images: ['https://photos.test/duplex-1.jpg', 'https://photos.test/duplex-2.jpg'],
      })
      .expect(201);
    const exported = await requestAs(app, ceo)
      .get('/api/resale-units/export')
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const original = (await UnitModel.findOne({ title: 'Garden duplex' }).lean())!;
    await UnitModel.deleteMany({});
    const res = await requestAs(app, ceo)
      .post('/api/resale-units/import')
      .send({ dataUrl: dataUrlOf(exported.body as Buffer) })
      .expect(200);
    expect(res.body).toMatchObject({ created: 1, skipped: 0 });
    const back = (await UnitModel.findOne({ title: 'Garden duplex' }).lean())!;
    const strip = (plans: typeof original.paymentPlans) =>
      plans.map(({ name, downPayment, monthly, years }) => ({ name, downPayment, monthly, years }));
    expect(strip(back.paymentPlans)).toEqual(strip(original.paymentPlans));
    expect(back.images).toEqual(original.images);
    expect(back).toMatchObject({ price: original.price, area: original.area, propertyType: 'duplex' });
  });
});

describe('preview before anything is stored, and re-mapping a column', () => {
  it('answers how each column was read, the first rows as they would be stored, problems and counts; stores nothing', async () => {
    const admin = await createUser('Admin');
    const rows = [
      ['Client Name', 'Mobile No.', 'Customer ID', 'Comments'],
      ['Hany Adel', '0100 123 4567', 'C-17', 'Call after 5'],
      ['Bad Phone', 'abc', 'C-18', ''],
    ];
    const res = await importAs(admin, '/api/leads/import/preview', rows, 'xlsx').expect(200);
    expect(res.body).toMatchObject({
      columns: [
        { header: 'Client Name', field: 'name' },
        { header: 'Mobile No.', field: 'phone' },
        { header: 'Customer ID', field: null },
        { header: 'Comments', field: 'notes' },
      ],
      missing: [],
      rows: 2,
      ready: 1,
      errors: [{ row: 3, message: 'Mobile No.: "abc" is not a valid phone number' }],
      sample: [{ row: 2, values: { name: 'Hany Adel', phone: '+201001234567', notes: 'Call after 5' } }],
    });
    expect(res.body.fields).toEqual(expect.arrayContaining(['name', 'phone', 'email', 'notes']));
    expect(await LeadModel.countDocuments()).toBe(0);
  });

  it('a column read as nothing can be mapped to its field: the preview and the import then agree', async () => {
    const admin = await createUser('Admin');
    const rows = [
      ['Person', 'Cell no', 'Ref'],
      ['Omar Khaled', '01001234567', 'A1'],
    ];
    const preview = await importAs(admin, '/api/leads/import/preview', rows, 'biff8').expect(200);
    // "Cell no" reads as the phone; "Person" as nothing, so the row has no name.
    expect(preview.body).toMatchObject({ missing: [], ready: 0, errors: [{ row: 2, message: 'Name is required' }] });
    expect(preview.body.columns[0]).toEqual({ header: 'Person', field: null });

    // Person is the name, and the Ref column is not the phone: re-mapped, the preview and the import agree.
    const columns = { Person: 'name', Ref: '' };
    const remapped = await requestAs(app, admin)
      .post('/api/leads/import/preview')
      .send({ dataUrl: sheetDataUrl(rows, 'biff8'), columns })
      .expect(200);
    expect(remapped.body.columns).toEqual([
      { header: 'Person', field: 'name' },
      { header: 'Cell no', field: 'phone' },
      { header: 'Ref', field: null },
    ]);
    expect(remapped.body.sample[0].values).toMatchObject({ name: 'Omar Khaled', phone: '+201001234567' });
    await requestAs(app, admin)
      .post('/api/leads/import')
      .send({ dataUrl: sheetDataUrl(rows, 'biff8'), columns })
      .expect(200);
    expect(await LeadModel.findOne({ name: 'Omar Khaled' }).lean()).toMatchObject({ phone: '+201001234567' });
  });

  it('says what it lacks when no header fills a needed column', async () => {
    const ceo = await createUser('CEO');
    const res = await importAs(
      ceo,
      '/api/resale-units/import/preview',
      [
        ['Ref', 'Cost'],
        ['A1', '100'],
      ],
      'xlsx',
    ).expect(200);
    expect(res.body).toMatchObject({ missing: ['title'], ready: 0, rows: 1 });
  });
});

describe('who may preview an import: whoever may run it', () => {
  it.each([
    ['/api/users/import/preview', 'Manager'],
    ['/api/users/import/preview', 'Agent'],
    ['/api/resale-units/import/preview', 'Agent'],
  ] as const)('%s is refused to a %s', async (path, role) => {
    const user = await createUser(role);
    const res = await importAs(user, path, [['Name'], ['X']], 'xlsx').expect(403);
    expect(res.body).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('templates: one click from an empty sheet with the right headers', () => {
  const download = (user: { _id: unknown }, path: string) =>
    requestAs(app, user)
      .get(path)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('the leads template in Arabic is headed as the Arabic screen names the fields, and imports back', async () => {
    const agent = await createUser('Agent');
    const res = await download(agent, '/api/leads/import/template?lang=ar').expect(200);
    const sheet = XLSX.read(res.body as Buffer).Sheets.Leads!;
    const [headers] = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 });
    expect(headers?.slice(0, 3)).toEqual(['الاسم', 'رقم الموبايل', 'البريد الإلكتروني']);
    const filled = [headers!, ['منى زكي', '01001234567', '', 'جديد']];
    await importAs(agent, '/api/leads/import', filled, 'xlsx').expect(200);
    expect(await LeadModel.findOne({ name: 'منى زكي' }).lean()).toMatchObject({
      status: 'New',
      phone: '+201001234567',
    });
  });

  it('the users template is refused to whoever may not import users', async () => {
    const agent = await createUser('Agent');
    await download(agent, '/api/users/import/template?lang=en').expect(403);
    const admin = await createUser('Admin');
    const res = await download(admin, '/api/users/import/template').expect(200);
    const [headers] = XLSX.utils.sheet_to_json<string[]>(XLSX.read(res.body as Buffer).Sheets.Users!, { header: 1 });
    expect(headers).toEqual(['Name', 'Email', 'Role', 'Team', 'Password']);
  });

  it('the units template is refused to an Agent, as the units import is, and answers a Manager', async () => {
    const agent = await createUser('Agent');
    await download(agent, '/api/resale-units/import/template?lang=ar').expect(403);
    const manager = await createUser('Manager');
    const res = await download(manager, '/api/resale-units/import/template?lang=ar').expect(200);
    const [headers] = XLSX.utils.sheet_to_json<string[]>(XLSX.read(res.body as Buffer).Sheets.Units!, { header: 1 });
    expect(headers?.slice(0, 2)).toEqual(['العنوان', 'الوصف']);
  });

  it('a template in a language the portal does not speak is a 400, not a 500', async () => {
    const admin = await createUser('Admin');
    await download(admin, '/api/leads/import/template?lang=fr').expect(400);
  });
});
