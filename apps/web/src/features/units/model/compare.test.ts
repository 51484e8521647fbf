import type { ResaleUnit } from '@crm/contracts';
import { canCompare, compareRows } from './compare';

const unit = (patch: Partial<ResaleUnit>): ResaleUnit => ({
  _id: 'a'.repeat(24),
  title: 'U',
  description: '',
  price: 1_000_000,
  area: 100,
  pricePerMeter: 10_000,
  propertyType: 'apartment',
  bedrooms: 2,
  bathrooms: 1,
  parking: 0,
  location: { address: '', city: 'Cairo', district: 'Maadi', coordinates: null },
  features: {
    garden: false,
    pool: false,
    furnished: false,
    kitchen: true,
    elevator: true,
    security: false,
    balcony: false,
  },
  images: [],
  videoTour: '',
  status: 'available',
  isFeatured: false,
  archived: false,
  assignedTo: null,
  createdBy: null,
  paymentOptions: { cash: true, installment: false, installmentDetails: '' },
  paymentPlans: [],
  ownerInfo: null,
  inquiryCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...patch,
});

describe('compareRows', () => {
  it('marks exactly the lines where the units differ', () => {
    const rows = compareRows([
      unit({ price: 1_000_000 }),
      unit({
        price: 2_000_000,
        features: {
          garden: true,
          pool: false,
          furnished: false,
          kitchen: true,
          elevator: true,
          security: false,
          balcony: false,
        },
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
