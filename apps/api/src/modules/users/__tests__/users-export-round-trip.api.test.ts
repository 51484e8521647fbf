import { contract } from '@crm/contracts';
import { UserModel } from '../user.model';
import { createTeam, createUser, makeApp, requestAs } from '../../../../test/helpers';
import { asBuffer, sheetObjects, xlsxDataUrl } from '../../../../test/sheet-download';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();

/**
 * Export the users, delete them (a deleted account frees its email), import the file back: the same
 * people come back with the same name, email, role and team(s). Users have no phone. What the import
 * has no column for is not carried: the Active flag (imported users are active) and their passwords
 * (each gets a one-time sign-in link instead).
 */
describe('users: export, then import the file back', () => {
  it('brings back the same name, email, role and teams', async () => {
    const ceo = await createUser('CEO', { name: 'The CEO', email: 'ceo@agency.test' });
    const as = requestAs(app, ceo);
    const north = await createTeam('North');
    const giza = await createTeam('فريق الجيزة');
    await createUser('Admin', { name: 'Adel Admin', email: 'adel@agency.test' });
    await createUser('Manager', { name: 'منى المدير', email: 'mona@agency.test', teamIds: [north._id, giza._id] });
    await createUser('Supervisor', { name: 'Sami Supervisor', email: 'sami@agency.test', teamId: north._id });
    await createUser('Agent', { name: 'آية علي', email: 'aya@agency.test', teamId: giza._id });
    await createUser('Agent', { name: 'Teamless Tarek', email: 'tarek@agency.test' });

    const shapes = async () => {
      const res = await as.get('/api/users?limit=50').expect(200);
      return parseAnswer(contract.users.list, res.body)
        .items.filter((u) => u._id !== String(ceo._id))
        .map((u) => ({
          name: u.name,
          email: u.email,
          role: u.role,
          teams: [u.teamId?.name, ...u.teamIds.map((t) => t.name)].filter(Boolean).sort(),
        }));
    };
    const before = await shapes();
    expect(before).toHaveLength(5);
    expect(before.find((u) => u.role === 'Manager')?.teams).toEqual(['North', 'فريق الجيزة'].sort());

    const file = (await asBuffer(as.get('/api/users/export')).expect(200)).body as Buffer;
    expect(sheetObjects(file)).toHaveLength(6);

    const others = await UserModel.find({ _id: { $ne: ceo._id } }).select('_id');
    for (const user of others) await as.delete(`/api/users/${String(user._id)}`).expect(200);
    expect(await shapes()).toEqual([]);

    const res = await as
      .post('/api/users/import')
      .send({ dataUrl: xlsxDataUrl(file) })
      .expect(200);
    const report = parseAnswer(contract.users.importXlsx, res.body);
    // The exporter's own row: they were never deleted.
    expect(report).toMatchObject({
      created: 5,
      skipped: 1,
      errors: [{ message: 'Skipped: a user with this email already exists' }],
    });
    expect(await shapes()).toEqual(before);
  });
});
