import { UNIT_FEATURES, type ResaleUnit, type UnitFeature } from '@crm/contracts';

/** One line of the compare table: a value per unit, and whether they differ. */
export interface CompareRow {
  key: string;
  values: (string | number | boolean | null)[];
  differs: boolean;
}

const cheapest = (unit: ResaleUnit, field: 'downPayment' | 'monthly') =>
  unit.paymentPlans.length ? Math.min(...unit.paymentPlans.map((p) => p[field])) : null;

/** What the compare dialog lays side by side, in this order. */
const FIELDS: { key: string; value: (u: ResaleUnit) => string | number | boolean | null }[] = [
  { key: 'price', value: (u) => u.price },
  { key: 'pricePerMeter', value: (u) => u.pricePerMeter },
  { key: 'area', value: (u) => u.area },
  { key: 'propertyType', value: (u) => u.propertyType },
  { key: 'status', value: (u) => u.status },
  { key: 'bedrooms', value: (u) => u.bedrooms },
  { key: 'bathrooms', value: (u) => u.bathrooms },
  { key: 'parking', value: (u) => u.parking },
  { key: 'city', value: (u) => u.location.city },
  { key: 'district', value: (u) => u.location.district },
  { key: 'cash', value: (u) => u.paymentOptions.cash },
  { key: 'installment', value: (u) => u.paymentOptions.installment },
  { key: 'plans', value: (u) => u.paymentPlans.length },
  { key: 'lowestDown', value: (u) => cheapest(u, 'downPayment') },
  { key: 'lowestMonthly', value: (u) => cheapest(u, 'monthly') },
  ...UNIT_FEATURES.map((f: UnitFeature) => ({ key: f, value: (u: ResaleUnit) => u.features[f] })),
];

/** The rows of the compare table; `differs` marks a line where the units are not all the same. */
export function compareRows(units: readonly ResaleUnit[]): CompareRow[] {
  return FIELDS.map(({ key, value }) => {
    const values = units.map(value);
    const first = JSON.stringify(values[0]);
    return { key, values, differs: values.some((v) => JSON.stringify(v) !== first) };
  });
}

/** Compare needs at least 2 units (spec section 5); more than 4 no longer fit side by side. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
export const canCompare = (selected: number) => selected >= COMPARE_MIN && selected <= COMPARE_MAX;
