import { unitCards, unitSlices } from './unit-cards';

const summary = { available: 3, under_negotiation: 0, reserved: 1, sold: 4, featured: 2, archived: 5 };

describe('units part of the dashboard', () => {
  it('has the six cards in the spec order, each opening the filtered list', () => {
    expect(unitCards(summary).map((c) => [c.key, c.value, c.href])).toEqual([
      ['available', 3, '/resale-units?status=available'],
      ['under_negotiation', 0, '/resale-units?status=under_negotiation'],
      ['reserved', 1, '/resale-units?status=reserved'],
      ['sold', 4, '/resale-units?status=sold'],
      ['featured', 2, '/resale-units?isFeatured=true'],
      ['archived', 5, '/resale-units?includeArchived=true'],
    ]);
  });

  it('slices live statuses only, leaving empty ones out', () => {
    expect(unitSlices(summary).map((s) => [s.status, s.value, s.percent])).toEqual([
      ['available', 3, 38],
      ['reserved', 1, 13],
      ['sold', 4, 50],
    ]);
  });
});
