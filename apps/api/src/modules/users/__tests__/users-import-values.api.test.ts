import { contract } from '@crm/contracts';
import { TeamModel, UserModel } from '../index';
import { createTeam, createUser, makeApp, requestAs } from '../../../../test/helpers';
import { sheetDataUrl } from '../../../../test/hostile-files';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();

/** A staff sheet as an agency keeps it: job titles, not the portal's roles; a team it does not have. */
const staff = (): unknown[][] => [
  ['الاسم', 'البريد الإلكتروني', 'Job title', 'Team'],
  ['Omar Nabil', 'omar@agency.test', 'Sales Agent', 'Cairo'],
  ['هبة محمود', 'heba@agency.test', 'مندوب مبيعات', 'Cairo'],
  ['Youssef Adel', 'youssef@agency.test', 'Team Leader', 'Cairo'],
  ['منى سامي', 'mona@agency.test', 'مشرف', 'Cairo'],
  ['Karim Hany', 'karim@agency.test', 'Sales Manager', 'Cairo, Expo team'],
  ['سامح فتحي', 'sameh@agency.test', 'وكيل', 'Expo team'],
];

const post = (user: { _id: unknown }, path: string, body: object, status = 200) =>
  requestAs(app, user).post(path).send(body).expect(status);

describe('POST /api/users/import: job titles and teams the portal lacks', () => {
  it('imports 6 of 6 staff written with job titles; a missing team is a warning', async () => {
    const admin = await createUser('Admin');
    await createTeam('Cairo');
    const res = await post(admin, '/api/users/import', { dataUrl: sheetDataUrl(staff()) });
    const report = parseAnswer(contract.users.importXlsx, res.body);
    expect(report).toMatchObject({ created: 6, skipped: 0, errors: [] });
    expect(report.warnings).toEqual([
      { row: 6, message: 'Unknown team "Expo team": left out' },
      { row: 7, message: 'Unknown team "Expo team": left out' },
    ]);
    const roles = await UserModel.find({ email: /@agency\.test$/ })
      .sort({ email: 1 })
      .lean();
    expect(roles.map((u) => [u.email, u.role])).toEqual([
      ['heba@agency.test', 'Agent'],
      ['karim@agency.test', 'Manager'],
      ['mona@agency.test', 'Supervisor'],
      ['omar@agency.test', 'Agent'],
      ['sameh@agency.test', 'Agent'],
      ['youssef@agency.test', 'Supervisor'],
    ]);
  });

  it('maps an unknown title and creates a team through the preview', async () => {
    const admin = await createUser('Admin');
    const cairo = await createTeam('Cairo');
    const rows = [...staff(), ['Wael', 'wael@agency.test', 'Wizard', '']];
    const preview = parseAnswer(
      contract.users.previewImport,
      (await post(admin, '/api/users/import/preview', { dataUrl: sheetDataUrl(rows) })).body,
    );
    expect(preview).toMatchObject({ rows: 7, ready: 6 });
    expect(preview.errors).toEqual([
      { row: 8, message: 'Unknown role "Wizard": use Agent, Supervisor, Manager, Admin or CEO' },
    ]);
    // An Admin is offered the roles they may give, and may create teams.
    expect(preview.unknownValues).toEqual([
      {
        field: 'team',
        values: [{ value: 'Expo team', count: 2 }],
        options: [{ value: String(cairo._id), label: 'Cairo' }],
        canCreate: true,
      },
      {
        field: 'role',
        values: [{ value: 'Wizard', count: 1 }],
        options: ['Manager', 'Supervisor', 'Agent'].map((r) => ({ value: r, label: r })),
        canCreate: false,
      },
    ]);
    const values = { role: { Wizard: 'Supervisor' }, team: { 'Expo team': 'new:' } };
    const res = await post(admin, '/api/users/import', { dataUrl: sheetDataUrl(rows), values });
    const report = parseAnswer(contract.users.importXlsx, res.body);
    expect(report).toMatchObject({ created: 7, errors: [], warnings: [] });
    const expo = await TeamModel.findOne({ name: 'Expo team' }).lean();
    expect(String((await UserModel.findOne({ email: 'sameh@agency.test' }).lean())?.teamId)).toBe(String(expo?._id));
    expect((await UserModel.findOne({ email: 'wael@agency.test' }).lean())?.role).toBe('Supervisor');
  });

  it.each([
    ['a role the Admin may not give', { role: { Wizard: 'CEO' } }],
    ['a role that does not exist', { role: { Wizard: 'Wizard' } }],
    ['a team that does not exist', { team: { 'Expo team': '0123456789abcdef01234567' } }],
  ])('refuses %s with a 400', async (_case, values) => {
    const admin = await createUser('Admin');
    const rows = [...staff(), ['Wael', 'wael@agency.test', 'Wizard', '']];
    await post(admin, '/api/users/import', { dataUrl: sheetDataUrl(rows), values }, 400);
    expect(await UserModel.countDocuments({ email: /@agency\.test$/ })).toBe(0);
  });
});
