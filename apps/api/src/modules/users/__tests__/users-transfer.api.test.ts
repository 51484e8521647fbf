import * as XLSX from 'xlsx';
import { contract } from '@crm/contracts';
import { UserModel } from '../user.model';
import { createTeam, createUser, makeApp, requestAs } from '../../../../test/helpers';
import { insertAcceptedRows } from '../../../lib/spreadsheet';
import { dataUrlOf, hugeSharedString, itSurvivesHostileFiles, sheetDataUrl } from '../../../../test/hostile-files';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();

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
      ['Good Two', 'good2@test.local', 'Supervisor', '', 'Quiet-Harbor-42'],
      ['', 'noname@test.local', 'Agent', '', ''],
      ['Dup', 'EXISTS@test.local', 'Agent', '', ''],
      ['Bad Role', 'badrole@test.local', 'Wizard', '', ''],
      ['Boss', 'boss@test.local', 'CEO', '', ''],
      ['Ghost Team', 'ghost@test.local', 'Agent', 'Atlantis', ''],
      ['Twice', 'good1@test.local', 'Agent', '', ''],
      ['Weak Pass', 'weak@test.local', 'Agent', '', 'Passw0rd!'],
    ]);
    const res = await requestAs(app, admin).post('/api/users/import').send({ dataUrl }).expect(200);
    const report = parseAnswer(contract.users.importXlsx, res.body);
    // A team the portal lacks leaves the user out of it, with a warning; an unknown role stays an error.
    expect(report.created).toBe(3);
    expect(report.skipped).toBe(6);
    expect(report.errors.map((e) => e.row)).toEqual([4, 5, 6, 7, 9, 10]);
    expect(report.errors.find((e) => e.row === 6)?.message).toBe(
      'Unknown role "Wizard": use Agent, Supervisor, Manager, Admin or CEO',
    );
    expect(report.warnings).toEqual([{ row: 8, message: 'Unknown team "Atlantis": left out' }]);
    // The password policy of Add User, with its reason.
    expect(report.errors.find((e) => e.row === 10)?.message).toBe(
      'Too easy to guess: This is similar to a commonly used password.',
    );
    expect(report.errors.find((e) => e.row === 5)?.message).toMatch(/already exists/);
    expect(report.errors.find((e) => e.row === 7)?.message).toBe('Only the CEO can manage CEO and Admin accounts');

    const imported = await UserModel.findOne({ email: 'good1@test.local' }).populate('teamId');
    expect((imported?.teamId as unknown as { name: string }).name).toBe('Heliopolis');
    // Without a password a user gets a one-time sign-in link, in the report; with one, none.
    expect(imported?.awaitingPassword).toBe(true);
    expect(report.invitations).toEqual([
      expect.objectContaining({ userId: String(imported?._id), email: 'good1@test.local', token: expect.any(String) }),
      expect.objectContaining({ email: 'ghost@test.local' }),
    ]);
    // A sheet's password is known to whoever wrote the sheet: it opens only the password change.
    expect(await UserModel.findOne({ email: 'good2@test.local' }).lean()).toMatchObject({
      awaitingPassword: false,
      mustChangePassword: true,
    });
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
    expect(res.body).toMatchObject({ created: 1, skipped: 0, errors: [] });
  });

  it('refuses a garbage file with a 400', async () => {
    const admin = await createUser('Admin');
    const as = requestAs(app, admin);
    const image = `data:image/png;base64,${Buffer.from('name,email\nx,y').toString('base64')}`;
    const res = await as.post('/api/users/import').send({ dataUrl: image }).expect(400);
    expect(res.body.message).toBe('The file must be a spreadsheet (.xlsx or .xls) or a CSV or TSV text file');
    await as.post('/api/users/import').send({ dataUrl: 'not a data url' }).expect(400);
    await as.post('/api/users/import').send({}).expect(400);
    const brokenZip = `data:application/zip;base64,${Buffer.from('PK\u0003\u0004garbage').toString('base64')}`;
    await as.post('/api/users/import').send({ dataUrl: brokenZip }).expect(400);
  });

  it('names the problem in words, without raw field paths', async () => {
    const admin = await createUser('Admin');
    const dataUrl = sheetDataUrl([
      ['Full Name', 'E-mail'],
      ['No Email', 'not-an-email'],
      ['', 'noname@test.local'],
      ['x'.repeat(201), 'long@test.local'],
    ]);
    const res = await requestAs(app, admin).post('/api/users/import').send({ dataUrl }).expect(200);
    expect(res.body.errors.map((e: { message: string }) => e.message)).toEqual([
      'Please enter a valid email',
      'Name is required',
      expect.stringMatching(/^Full Name: .*200/),
    ]);
  });

  it('keeps both of two concurrent imports (by two Admins) sharing an email, the shared row created once', async () => {
    const admins = [await createUser('Admin'), await createUser('Admin')];
    await UserModel.createIndexes();
    const sheetWith = (own: string) =>
      sheetDataUrl([
        ['Name', 'Email'],
        ['Own', own],
        ['Shared', 'shared@test.local'],
      ]);
    const post = (by: number, dataUrl: string) =>
      requestAs(app, admins[by]!).post('/api/users/import').send({ dataUrl });
    const [first, second] = await Promise.all([
      post(0, sheetWith('one@test.local')),
      post(1, sheetWith('two@test.local')),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.created + second.body.created).toBe(3);
    expect(first.body.skipped + second.body.skipped).toBe(1);
    expect([...first.body.errors, ...second.body.errors]).toEqual([
      { row: 3, message: 'Skipped: a user with this email already exists' },
    ]);
    expect(await UserModel.countDocuments({ email: /@test\.local$/, name: { $in: ['Own', 'Shared'] } })).toBe(3);
  });

  it('reports the rows a unique index refuses while writing, and keeps the others', async () => {
    await UserModel.createIndexes();
    await createUser('Agent', { email: 'taken@test.local' });
    const doc = (email: string) => ({ name: email, email, role: 'Agent', passwordHash: 'x' });
    const refused = await insertAcceptedRows(
      UserModel,
      [
        { row: 2, doc: doc('fresh@test.local') },
        { row: 3, doc: doc('taken@test.local') },
        { row: 4, doc: doc('new@test.local') },
      ],
      'Skipped: a user with this email already exists',
    );
    expect(refused).toEqual([{ row: 3, message: 'Skipped: a user with this email already exists' }]);
    expect(await UserModel.countDocuments({ email: { $in: ['fresh@test.local', 'new@test.local'] } })).toBe(2);
  });

  describe('hostile files answer fast, and the server keeps answering meanwhile', () => {
    const rows = [
      ['Name', 'Email'],
      ['Ann', 'ann@test.local'],
    ];

    itSurvivesHostileFiles(app, '/api/users/import', rows, {
      imported: { created: 1, skipped: 0, errors: [] },
      stored: () => UserModel.countDocuments(),
    });

    it('reports a 1 MB name on its row', async () => {
      const admin = await createUser('Admin');
      const file = hugeSharedString(
        [
          ['Name', 'Email'],
          ['HUGE', 'huge@test.local'],
        ],
        'HUGE',
        1_000_000,
      );
      const res = await requestAs(app, admin)
        .post('/api/users/import')
        .send({ dataUrl: dataUrlOf(file) })
        .expect(200);
      expect(res.body).toMatchObject({ created: 0, skipped: 1, errors: [{ row: 2 }] });
      expect(res.body.errors[0].message).toMatch(/^Name: .*200/);
    });
  });
});
