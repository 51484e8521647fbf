import { Types } from 'mongoose';
import request from 'supertest';
import { contract, REJECTED_REASON_HEADER } from '@crm/contracts';
import { createUser, makeApp, requestAs } from '../../../../test/helpers';
import { sheetDataUrl } from '../../../../test/hostile-files';
import { asBuffer, sheetRows, xlsxDataUrl } from '../../../../test/sheet-download';
import { parseAnswer } from '../../../../test/strict';
import { LeadModel } from '../../leads';
import { ImportProblemModel } from '../import-problem.model';
import { keepProblems, warningsOf } from '../import-problems';

const app = makeApp();

// Columns in the sheet's own order (an unknown one in the middle), two bad rows among good ones: a
// phone that is not one, and a phone already on an earlier row.
const sheet = sheetDataUrl([
  ['رقم الموبايل', 'Client name', 'Referred by', 'Email'],
  ['01001234561', 'Good One', 'Hany', ''],
  ['12', 'Bad Phone', 'Mona', 'bad@x.com'],
  ['01001234563', 'Good Two', '', ''],
  ['01001234561', 'Twice', 'Sara', 'sara@example.com'],
]);

async function importAs(user: { _id: unknown }, dataUrl = sheet) {
  const res = await requestAs(app, user).post('/api/leads/import').send({ dataUrl, fileName: 'expo.xlsx' }).expect(200);
  return parseAnswer(contract.leads.importXlsx, res.body);
}

const problemsOf = (user: { _id: unknown }, id: string, query = '') =>
  requestAs(app, user).get(`/api/imports/${id}/problems${query}`);

const downloadAs = (user: { _id: unknown }, id: string) =>
  asBuffer(requestAs(app, user).get(`/api/imports/${id}/rejected`));

describe('GET /api/imports/:id/problems', () => {
  it('keeps each rejected row with its reason and cells, in the sheet order, after the report is gone', async () => {
    const agent = await createUser('Agent');
    const report = await importAs(agent);
    expect(report).toMatchObject({ created: 2, skipped: 2 });

    const res = await problemsOf(agent, report.batchId!).expect(200);
    const page = parseAnswer(contract.imports.problems, res.body);
    expect(page.total).toBe(2);
    expect(page.items.map((p) => [p.row, p.kind, p.message])).toEqual(
      report.errors.map((e) => [e.row, 'rejected', e.message]),
    );
    expect(page.items[0]!.cells).toEqual([
      { header: 'رقم الموبايل', value: '12' },
      { header: 'Client name', value: 'Bad Phone' },
      { header: 'Referred by', value: 'Mona' },
      { header: 'Email', value: 'bad@x.com' },
    ]);
    const list = parseAnswer(contract.imports.list, (await requestAs(app, agent).get('/api/imports').expect(200)).body);
    expect(list.items[0]).toMatchObject({ skipped: 2, warnings: 0 });
  });

  it('pages through the problems by row', async () => {
    const agent = await createUser('Agent');
    const rows = Array.from({ length: 7 }, (_, i) => [`Short ${i}`, '12']);
    const report = await importAs(agent, sheetDataUrl([['Name', 'Phone'], ...rows, ['Kept', '01001234599']]));
    expect(report.skipped).toBe(7);
    const first = parseAnswer(
      contract.imports.problems,
      (await problemsOf(agent, report.batchId!, '?limit=3').expect(200)).body,
    );
    const third = parseAnswer(
      contract.imports.problems,
      (await problemsOf(agent, report.batchId!, '?limit=3&page=3').expect(200)).body,
    );
    expect(first).toMatchObject({ total: 7, page: 1, limit: 3 });
    expect(first.items.map((p) => p.row)).toEqual([2, 3, 4]);
    expect(third.items.map((p) => p.row)).toEqual([8]);
    await problemsOf(agent, report.batchId!, '?page=0').expect(400);
  });

  it('keeps the problems through an undo', async () => {
    const agent = await createUser('Agent');
    const report = await importAs(agent);
    await requestAs(app, agent).post(`/api/imports/${report.batchId!}/undo`).expect(200);
    expect((await problemsOf(agent, report.batchId!).expect(200)).body.total).toBe(2);
  });

  it('stores nothing for a clean import, and nothing for a preview', async () => {
    const agent = await createUser('Agent');
    await requestAs(app, agent).post('/api/leads/import/preview').send({ dataUrl: sheet }).expect(200);
    expect(await ImportProblemModel.countDocuments()).toBe(0);
    const clean = await importAs(
      agent,
      sheetDataUrl([
        ['Name', 'Phone'],
        ['Clean', '01001234570'],
      ]),
    );
    expect((await problemsOf(agent, clean.batchId!).expect(200)).body).toMatchObject({ items: [], total: 0 });
  });

  it("is refused for another Agent's import (404), anonymous (401), and a malformed id (400); CEO and Admin see it", async () => {
    const agent = await createUser('Agent');
    const report = await importAs(agent);
    const id = report.batchId!;
    for (const role of ['Agent', 'Supervisor', 'Manager'] as const) {
      const other = await createUser(role);
      await problemsOf(other, id).expect(404);
      await downloadAs(other, id).expect(404);
    }
    await request(app).get(`/api/imports/${id}/problems`).expect(401);
    await request(app).get(`/api/imports/${id}/rejected`).expect(401);
    await problemsOf(agent, 'nope').expect(400);
    await problemsOf(agent, '0123456789abcdef01234567').expect(404);
    for (const role of ['CEO', 'Admin'] as const) {
      const boss = await createUser(role);
      expect((await problemsOf(boss, id).expect(200)).body.total).toBe(2);
      await downloadAs(boss, id).expect(200);
    }
  });
});

describe('GET /api/imports/:id/rejected', () => {
  it('answers the rejected rows as they were with a Reason column, and the fixed file imports', async () => {
    const agent = await createUser('Agent');
    const report = await importAs(agent);
    const res = await downloadAs(agent, report.batchId!).expect(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = sheetRows(res.body as Buffer);
    expect(rows).toEqual([
      ['رقم الموبايل', 'Client name', 'Referred by', 'Email', REJECTED_REASON_HEADER],
      ['12', 'Bad Phone', 'Mona', 'bad@x.com', report.errors[0]!.message],
      ['01001234561', 'Twice', 'Sara', 'sara@example.com', report.errors[1]!.message],
    ]);

    // Fix the bad cells, import the same file again: the Reason column is ignored, both rows come in.
    rows[1]![0] = '01001234562';
    rows[2]![0] = '01001234564';
    const fixed = await importAs(agent, sheetDataUrl(rows));
    expect(fixed).toMatchObject({ created: 2, skipped: 0 });
    expect(await LeadModel.countDocuments({ name: { $in: ['Bad Phone', 'Twice'] }, deletedAt: null })).toBe(2);
    // As it was downloaded (unfixed), the same rows are refused for the same reasons.
    const again = await importAs(agent, xlsxDataUrl(res.body as Buffer));
    expect(again.created).toBe(0);
  });
});

describe('what is kept of an import', () => {
  it("never keeps a users sheet's passwords: the column stays, empty", async () => {
    const admin = await createUser('Admin');
    const dataUrl = sheetDataUrl([
      ['Name', 'Email', 'Role', 'Password'],
      ['Bad Role', 'bad.role@example.com', 'Wizard', 'Corr3ct-Horse-Battery'],
    ]);
    const res = await requestAs(app, admin).post('/api/users/import').send({ dataUrl }).expect(200);
    const report = parseAnswer(contract.users.importXlsx, res.body);
    expect(report.skipped).toBe(1);
    const page = parseAnswer(contract.imports.problems, (await problemsOf(admin, report.batchId!).expect(200)).body);
    expect(page.items[0]!.cells).toEqual([
      { header: 'Name', value: 'Bad Role' },
      { header: 'Email', value: 'bad.role@example.com' },
      { header: 'Role', value: 'Wizard' },
      { header: 'Password', value: '' },
    ]);
    expect(JSON.stringify(await ImportProblemModel.find().lean())).not.toContain('Corr3ct');
  });

  it('keeps warnings beside rejected rows, listed by row', async () => {
    const agent = await createUser('Agent');
    const report = await importAs(agent);
    await keepProblems(
      new Types.ObjectId(report.batchId!),
      [],
      [
        { row: 2, message: 'Source "معرض" left empty' },
        { row: 5, message: 'Budget "$250,000" kept in the notes' },
      ],
    );
    const page = parseAnswer(contract.imports.problems, (await problemsOf(agent, report.batchId!).expect(200)).body);
    expect(page.items.map((p) => [p.row, p.kind])).toEqual([
      [2, 'warning'],
      [3, 'rejected'],
      [5, 'rejected'],
      [5, 'warning'],
    ]);
    expect(warningsOf({ created: 1, skipped: 0, errors: [], skippedRows: [], warnings: [] })).toEqual([]);
  });
});
