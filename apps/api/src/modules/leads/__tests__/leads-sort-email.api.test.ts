import { createUser, makeApp, requestAs } from '../../../../test/helpers';
import { LeadModel } from '../lead.model';

const app = makeApp();

/** Sorting by email: leads without one come last in either direction, and pages cut through both. */
describe('GET /api/leads sorted by email', () => {
  async function seed() {
    const ceo = await createUser('CEO');
    await LeadModel.create([
      { name: 'No email 1', email: '' },
      { name: 'Basma', email: 'basma@client.test' },
      { name: 'No email 2', email: '' },
      { name: 'Adel', email: 'adel@client.test' },
      { name: 'Camilia', email: 'camilia@client.test' },
    ]);
    return ceo;
  }
  const names = async (user: { _id: unknown }, query: string) => {
    const res = await requestAs(app, user).get(`/api/leads?${query}`).expect(200);
    return { names: (res.body.items as { name: string }[]).map((l) => l.name), total: res.body.total as number };
  };

  it('A-Z: the emails in order, then the leads without one', async () => {
    const ceo = await seed();
    expect(await names(ceo, 'sort=email&limit=10')).toEqual({
      names: ['Adel', 'Basma', 'Camilia', 'No email 1', 'No email 2'],
      total: 5,
    });
  });

  it('Z-A: the emails backwards, the blanks still last', async () => {
    const ceo = await seed();
    expect((await names(ceo, 'sort=-email&limit=10')).names).toEqual([
      'Camilia',
      'Basma',
      'Adel',
      'No email 2',
      'No email 1',
    ]);
  });

  it('pages run across the two: page 2 of 2 per page holds the last email and the first blank', async () => {
    const ceo = await seed();
    expect(await names(ceo, 'sort=email&limit=2&page=2')).toEqual({ names: ['Camilia', 'No email 1'], total: 5 });
    expect((await names(ceo, 'sort=email&limit=2&page=3')).names).toEqual(['No email 2']);
  });
});
