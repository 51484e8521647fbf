import * as XLSX from 'xlsx';
import { contract } from '@crm/contracts';
import { UserModel } from '../user.model';
import { createTeam, createUser, makeApp, requestAs } from '../../../../test/helpers';

const app = makeApp();

function sheetDataUrl(rows: unknown[][], bookType: 'xlsx' | 'biff8' = 'xlsx') {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  const buffer = XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
  return `data:application/octet-stream;base64,${buffer.toString('base64')}`;
}

describe('GET /api/users/export', () => {
  it('answers an xlsx of live users without any password or hash', async () => {
    const admin = await createUser('Admin', { name: 'Admin One' });
    const team = await createTeam('Maadi');
    await createUser('Agent', { name: 'Agent One', teamId: team._id });
    const gone = await createUser('Agent', { name: 'Gone' });
    await UserModel.updateOne({ _id: gone._id }, { deletedAt: new Date() });

    const res = await requestAs(app, admin)
      .get('/api/users/export')
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    const book = XLSX.read(res.body as Buffer, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets[book.SheetNames[0]!]!);
    expect(rows.map((r) => r.Name).sort()).toEqual(['Admin One', 'Agent One']);
    expect(rows.find((r) => r.Name === 'Agent One')).toMatchObject({ Role: 'Agent', Team: 'Maadi', Active: 'Yes' });
    const text = JSON.stringify(rows);
    expect(text).not.toMatch(/\$2[aby]\$/);
    expect(Object.keys(rows[0]!).map((k) => k.toLowerCase())).not.toContain('password');
  });
});

describe('POST /api/users/import', () => {
  it('creates good rows and reports bad and duplicate rows by row number', async () => {
    const admin = await createUser('Admin');
    await createUser('Agent', { email: 'exists@test.local' });
    await createTeam('Heliopolis');
    const dataUrl = sheetDataUrl([
      ['NAME', 'Email', 'role', 'Team', 'Password'],
      ['Good One', 'good1@test.local', 'agent', 'heliopolis', ''],
      ['Good Two', 'good2@test.local', 'Supervisor', '', 'pass1234'],
      ['', 'noname@test.local', 'Agent', '', ''],
      ['Dup', 'EXISTS@test.local', 'Agent', '', ''],
      ['Bad Role', 'badrole@test.local', 'Wizard', '', ''],
      ['Boss', 'boss@test.local', 'CEO', '', ''],
      ['Ghost Team', 'ghost@test.local', 'Agent', 'Atlantis', ''],
      ['Twice', 'good1@test.local', 'Agent', '', ''],
    ]);
    const res = await requestAs(app, admin).post('/api/users/import').send({ dataUrl }).expect(200);
    const report = contract.users.importXlsx.response.parse(res.body);
    expect(report.created).toBe(2);
    expect(report.skipped).toBe(6);
    expect(report.errors.map((e) => e.row)).toEqual([4, 5, 6, 7, 8, 9]);
    expect(report.errors.find((e) => e.row === 5)?.message).toMatch(/already exists/);
    expect(report.errors.find((e) => e.row === 7)?.message).toBe('Only the CEO can create CEO accounts');

    const imported = await UserModel.findOne({ email: 'good1@test.local' }).populate('teamId');
    expect((imported?.teamId as unknown as { name: string }).name).toBe('Heliopolis');
  });

  it('reads .xls files too', async () => {
    const admin = await createUser('Admin');
    const dataUrl = sheetDataUrl(
      [
        ['Name', 'Email'],
        ['Old Format', 'old@test.local'],
      ],
      'biff8',
    );
    const res = await requestAs(app, admin).post('/api/users/import').send({ dataUrl }).expect(200);
    expect(res.body).toEqual({ created: 1, skipped: 0, errors: [] });
  });

  it('refuses a garbage file with a 400', async () => {
    const admin = await createUser('Admin');
    const as = requestAs(app, admin);
    const text = `data:text/plain;base64,${Buffer.from('name,email\nx,y').toString('base64')}`;
    const res = await as.post('/api/users/import').send({ dataUrl: text }).expect(400);
    expect(res.body.message).toBe('The file must be an .xlsx or .xls spreadsheet');
    await as.post('/api/users/import').send({ dataUrl: 'not a data url' }).expect(400);
    await as.post('/api/users/import').send({}).expect(400);
    const brokenZip = `data:application/zip;base64,${Buffer.from('PK\u0003\u0004garbage').toString('base64')}`;
    await as.post('/api/users/import').send({ dataUrl: brokenZip }).expect(400);
  });
});
