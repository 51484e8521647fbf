import { PLAN_BOUNDS, type ListUnitsQuery, type UnitFilters } from '@crm/contracts';
import { nameKeyOf } from '../../db/name-key';
import { containsInsensitive } from '../../lib/regex';

type Clause = Record<string, unknown>;

const range = (min: number | null | undefined, max: number | null | undefined): Clause | null => {
  const bounds: Clause = {};
  if (min != null) bounds.$gte = min;
  if (max != null) bounds.$lte = max;
  return Object.keys(bounds).length ? bounds : null;
};

/**
 * The screen's filters as one MongoDB filter. Archived units only with includeArchived; the plan
 * bounds match a unit having one plan inside all of them (`$elemMatch`), not bounds met by different plans.
 */
export function unitFilter(query: Partial<UnitFilters>): Clause {
  const and: Clause[] = [];
  if (!query.includeArchived) and.push({ archived: false });
  if (query.search) {
    const text = containsInsensitive(query.search);
    and.push({
      $or: [{ title: text }, { 'location.address': text }, { 'location.city': text }, { 'location.district': text }],
    });
  }
  if (query.city) and.push({ cityKey: nameKeyOf(query.city) });
  if (query.district) and.push({ districtKey: nameKeyOf(query.district) });
  if (query.propertyType) and.push({ propertyType: query.propertyType });
  if (query.status) and.push({ status: query.status });
  if (query.bedrooms != null) and.push({ bedrooms: query.bedrooms });
  if (query.bathrooms != null) and.push({ bathrooms: query.bathrooms });
  const price = range(query.minPrice, query.maxPrice);
  if (price) and.push({ price });
  const area = range(query.minArea, query.maxArea);
  if (area) and.push({ area });
  if (query.payment === 'cash') and.push({ 'paymentOptions.cash': true });
  if (query.payment === 'installment') and.push({ 'paymentOptions.installment': true });
  if (query.isFeatured != null) and.push({ isFeatured: query.isFeatured });
  const plan: Clause = {};
  for (const [min, max, field] of PLAN_BOUNDS) {
    const bounds = range(query[min], query[max]);
    if (bounds) plan[field] = bounds;
  }
  if (Object.keys(plan).length) and.push({ paymentPlans: { $elemMatch: plan } });
  if (and.length === 0) return {};
  return and.length === 1 ? and[0]! : { $and: and };
}

export const UNIT_SORTS: Record<ListUnitsQuery['order'], Record<string, 1 | -1>> = {
  newest: { createdAt: -1, _id: -1 },
  oldest: { createdAt: 1, _id: 1 },
  price: { price: 1, _id: 1 },
  '-price': { price: -1, _id: -1 },
  area: { area: 1, _id: 1 },
  '-area': { area: -1, _id: -1 },
  pricePerMeter: { pricePerMeter: 1, _id: 1 },
};
