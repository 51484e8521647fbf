import type { ResaleUnit } from '@crm/contracts';
import { makeUnit, unitFeatures } from '../../../test/fixtures';
import { canCompare, compareRows } from './compare';

const unit = (patch: Partial<ResaleUnit>) =>
  makeUnit({ _id: 'a'.repeat(24), title: 'U', features: unitFeatures('kitchen', 'elevator'), ...patch });

describe('compareRows', () => {
  it('marks exactly the lines where the units differ', () => {
    const rows = compareRows([
      unit({ price: 1_000_000 }),
      unit({
        price: 2_000_000,
        features: unitFeatures('garden', 'kitchen', 'elevator'),
        paymentPlans: [
          { name: 'a', downPayment: 300, monthly: 50, years: 5 },
          { name: 'b', downPayment: 100, monthly: 90, years: 8 },
        ],
      }),
    ]);
    const differing = rows.filter((r) => r.differs).map((r) => r.key);
    expect(differing).toEqual(['price', 'plans', 'lowestDown', 'lowestMonthly', 'garden']);
    expect(rows.find((r) => r.key === 'lowestDown')?.values).toEqual([null, 100]);
    expect(rows.find((r) => r.key === 'city')).toEqual({ key: 'city', values: ['Cairo', 'Cairo'], differs: false });
  });
});

describe('canCompare', () => {
  it.each([
    [0, false],
    [1, false],
    [2, true],
    [4, true],
    [5, false],
  ])('%i selected: %s', (n, ok) => expect(canCompare(n)).toBe(ok));
});
