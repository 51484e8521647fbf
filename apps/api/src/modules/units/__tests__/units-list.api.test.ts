import { contract } from '@crm/contracts';
import { createUser, makeApp, requestAs } from '../../../../test/helpers';
import { createUnit } from '../../../../test/unit-fixtures';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();

async function titlesFor(query: string, as?: { _id: unknown }) {
  const user = as ?? (await createUser('Agent'));
  const res = await requestAs(app, user).get(`/api/resale-units?limit=200&${query}`).expect(200);
  const page = parseAnswer(contract.units.list, res.body);
  return page.items.map((u) => u.title).sort();
}

describe('GET /api/resale-units filters', () => {
  beforeEach(async () => {
    await createUnit({
      title: 'A cairo flat',
      price: 2_000_000,
      area: 100,
      bedrooms: 2,
      bathrooms: 1,
      location: { city: 'Cairo', district: 'Maadi', address: '9 Road 9' },
      paymentOptions: { cash: true, installment: false },
    });
    await createUnit({
      title: 'B giza villa',
      propertyType: 'villa',
      price: 9_000_000,
      area: 400,
      bedrooms: 5,
      bathrooms: 4,
      status: 'sold',
      isFeatured: true,
      location: { city: 'Giza', district: 'Sheikh Zayed' },
      paymentOptions: { cash: false, installment: true },
      paymentPlans: [
        { name: 'short', downPayment: 3_000_000, monthly: 200_000, years: 3 },
        { name: 'long', downPayment: 500_000, monthly: 80_000, years: 8 },
      ],
    });
    await createUnit({
      title: 'C cairo duplex',
      propertyType: 'duplex',
      price: 5_000_000,
      area: 250,
      bedrooms: 3,
      bathrooms: 2,
      status: 'reserved',
      location: { city: 'cairo', district: 'Zamalek' },
      paymentOptions: { cash: true, installment: true },
      paymentPlans: [{ name: 'mid', downPayment: 1_000_000, monthly: 100_000, years: 5 }],
    });
    await createUnit({ title: 'D archived', archived: true, location: { city: 'Cairo' } });
  });

  const ALL = ['A cairo flat', 'B giza villa', 'C cairo duplex'];

  it('lists live units only, unless includeArchived', async () => {
    expect(await titlesFor('')).toEqual(ALL);
    expect(await titlesFor('includeArchived=true')).toEqual([...ALL, 'D archived']);
    expect(await titlesFor('includeArchived=false')).toEqual(ALL);
  });

  it.each([
    ['search=villa', ['B giza villa']],
    ['search=ROAD%209', ['A cairo flat']],
    ['search=.*', []],
    ['city=CAIRO', ['A cairo flat', 'C cairo duplex']],
    ['city=Cai', []],
    ['district=zamalek', ['C cairo duplex']],
    ['propertyType=villa', ['B giza villa']],
    ['status=reserved', ['C cairo duplex']],
    ['bedrooms=3', ['C cairo duplex']],
    ['bathrooms=1', ['A cairo flat']],
    ['minPrice=5000000', ['B giza villa', 'C cairo duplex']],
    ['maxPrice=5000000', ['A cairo flat', 'C cairo duplex']],
    ['minPrice=3000000&maxPrice=6000000', ['C cairo duplex']],
    ['minArea=200', ['B giza villa', 'C cairo duplex']],
    ['maxArea=100', ['A cairo flat']],
    ['payment=cash', ['A cairo flat', 'C cairo duplex']],
    ['payment=installment', ['B giza villa', 'C cairo duplex']],
    ['isFeatured=true', ['B giza villa']],
    ['isFeatured=false', ['A cairo flat', 'C cairo duplex']],
    ['maxDown=600000', ['B giza villa']],
    ['minDown=900000', ['B giza villa', 'C cairo duplex']],
    ['maxMonthly=90000', ['B giza villa']],
    ['minMonthly=150000', ['B giza villa']],
    ['minYears=6', ['B giza villa']],
    ['maxYears=5', ['B giza villa', 'C cairo duplex']],
    ['minYears=4&maxYears=6', ['C cairo duplex']],
    // Both bounds must hold for one plan: the long plan has a small down payment, the short plan few years.
    ['maxDown=600000&maxYears=4', []],
    ['city=Cairo&status=available&payment=cash', ['A cairo flat']],
  ])('%s narrows exactly', async (query, expected) => {
    expect(await titlesFor(query)).toEqual(expected);
  });

  it('sorts and paginates with a total', async () => {
    const user = await createUser('Agent');
    const res = await requestAs(app, user).get('/api/resale-units?order=-price&limit=2&page=1').expect(200);
    const page = parseAnswer(contract.units.list, res.body);
    expect(page).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(page.items.map((u) => u.price)).toEqual([9_000_000, 5_000_000]);
    const next = parseAnswer(
      contract.units.list,
      (await requestAs(app, user).get('/api/resale-units?order=-price&limit=2&page=2').expect(200)).body,
    );
    expect(next.items.map((u) => u.title)).toEqual(['A cairo flat']);
    const byMeter = parseAnswer(
      contract.units.list,
      (await requestAs(app, user).get('/api/resale-units?order=pricePerMeter').expect(200)).body,
    );
    expect(byMeter.items.map((u) => u.pricePerMeter)).toEqual([20_000, 20_000, 22_500]);
  });

  it.each([
    'status=gone',
    'propertyType=castle',
    'minPrice=-1',
    'minPrice=abc',
    'payment=barter',
    'isFeatured=yes',
    'bedrooms=2.5',
    'order=random',
    `search=${'x'.repeat(101)}`,
  ])('refuses %s with a 400', async (query) => {
    const user = await createUser('Agent');
    const res = await requestAs(app, user).get(`/api/resale-units?${query}`).expect(400);
    expect(res.body.message).toBeTruthy();
  });

  it('needs a session', async () => {
    const request = (await import('supertest')).default;
    await request(app).get('/api/resale-units').expect(401);
  });
});
