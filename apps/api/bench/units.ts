import { Types } from 'mongoose';
import { PROPERTY_TYPES, UNIT_FEATURES, UNIT_STATUSES } from '@crm/contracts';
import { derivedUnitFields, UnitModel } from '../src/modules/units';
import type { Scenario } from './measure';

const CITIES = [
  ['Cairo', 'New Cairo'],
  ['Cairo', 'Maadi'],
  ['Giza', 'Sheikh Zayed'],
  ['Alexandria', 'Smouha'],
  ['New Capital', 'R7'],
] as const;

/** `count` units over cities, types and statuses, with 0-3 plans each; bulk inserts (derived fields computed here). */
export async function seedUnits(count: number, creators: { _id: Types.ObjectId }[]) {
  const batch = 10_000;
  const now = Date.now();
  for (let start = 0; start < count; start += batch) {
    const docs = Array.from({ length: Math.min(batch, count - start) }, (_, k) => {
      const i = start + k;
      const [city, district] = CITIES[i % CITIES.length]!;
      const area = 80 + (i % 400);
      const price = area * (20_000 + (i % 17) * 1_000);
      const plans = Array.from({ length: i % 4 }, (_, p) => ({
        name: `${4 + p * 2} years`,
        downPayment: Math.round(price * (0.1 + p * 0.05)),
        monthly: Math.round(price / ((4 + p * 2) * 12)),
        years: 4 + p * 2,
      }));
      const unit = {
        title: `Unit ${i}`,
        price,
        area,
        location: { address: `${i} Street`, city, district, coordinates: null },
      };
      return {
        _id: new Types.ObjectId(),
        ...unit,
        ...derivedUnitFields(unit),
        description: '',
        propertyType: PROPERTY_TYPES[i % PROPERTY_TYPES.length],
        bedrooms: 1 + (i % 5),
        bathrooms: 1 + (i % 3),
        parking: i % 2,
        features: Object.fromEntries(UNIT_FEATURES.map((f, n) => [f, (i + n) % 3 === 0])),
        images: [],
        videoTour: '',
        status: UNIT_STATUSES[i % UNIT_STATUSES.length],
        isFeatured: i % 20 === 0,
        archived: i % 25 === 0,
        assignedTo: null,
        createdBy: creators[i % creators.length]!._id,
        paymentOptions: { cash: true, installment: plans.length > 0, installmentDetails: '' },
        paymentPlans: plans,
        ownerInfo: { name: '', phone: '', email: '' },
        inquiries: [],
        createdAt: new Date(now - i * 60_000),
        updatedAt: new Date(now - i * 60_000),
      };
    });
    await UnitModel.collection.insertMany(docs);
  }
}

/** The units list under the screen's filter combinations, and its two stats. */
export const unitScenarios = ({ ceo, agent }: { ceo: string; agent: string }): Scenario[] => [
  { name: 'GET /api/resale-units (12 per page)', path: '/api/resale-units', token: agent },
  { name: 'GET /api/resale-units (200 per page)', path: '/api/resale-units?limit=200', token: agent },
  {
    name: 'GET /api/resale-units?city=cairo&status=available&propertyType=villa',
    path: '/api/resale-units?city=cairo&status=available&propertyType=villa',
    token: agent,
  },
  {
    name: 'GET /api/resale-units?minPrice&maxPrice&minArea&order=-price',
    path: '/api/resale-units?minPrice=3000000&maxPrice=6000000&minArea=150&order=-price',
    token: agent,
  },
  {
    name: 'GET /api/resale-units?payment=installment&maxDown&maxMonthly&minYears',
    path: '/api/resale-units?payment=installment&maxDown=800000&maxMonthly=60000&minYears=6',
    token: agent,
  },
  { name: 'GET /api/resale-units?search=unit 4242', path: '/api/resale-units?search=unit%204242', token: agent },
  {
    name: 'GET /api/resale-units?isFeatured=true&includeArchived=true',
    path: '/api/resale-units?isFeatured=true&includeArchived=true',
    token: ceo,
  },
  { name: 'GET /api/resale-units/stats/summary', path: '/api/resale-units/stats/summary', token: agent },
  { name: 'GET /api/resale-units/stats/agents (CEO)', path: '/api/resale-units/stats/agents', token: ceo },
];
