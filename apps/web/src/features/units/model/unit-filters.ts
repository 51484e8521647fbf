import { z } from 'zod';
import { listUnitsQuery, UNIT_PAGE_SIZES, unitFiltersQuery } from '@crm/contracts';
import { defineSchemaQuery, toApiQuery, type QueryValues } from '../../../lib/url-query/schema-query';
import type { UnitsQuery } from '../../../shared-api/units';
import { paths } from '../../../config/paths';

/** The contract's list query, rows per page narrowed to the sizes the screen offers. */
const unitsUrlQuery = listUnitsQuery.extend({ limit: listUnitsQuery.shape.limit.pipe(z.literal(UNIT_PAGE_SIZES)) });

/** Everything the units screen shows, as kept in the URL query; `null`: no such filter. */
export type UnitFilterValues = QueryValues<typeof unitsUrlQuery>;
export type UnitOrder = UnitFilterValues['order'];

/** The filters that narrow the list, not order or paging. */
export const NARROWING = Object.keys(unitFiltersQuery.shape) as (keyof typeof unitFiltersQuery.shape)[];

/** The most used filters: always open beside the search on a wide screen. */
const OPEN_FILTERS = ['propertyType', 'status'] as const satisfies readonly (typeof NARROWING)[number][];

/** Filters behind "More filters" (a phone folds the open ones too). */
const FOLDED = (withOpen: boolean) =>
  NARROWING.filter((key) => key !== 'search' && (withOpen || !(OPEN_FILTERS as readonly string[]).includes(key)));

export const unitFilters = defineSchemaQuery(unitsUrlQuery, { pageKey: 'page' });

/** How many filters are set behind the toggle: on a phone (`withOpen`) the open ones fold too. */
export const countFoldedFilters = (filters: UnitFilterValues, withOpen: boolean) =>
  FOLDED(withOpen).filter((key) => filters[key] !== null).length;

/** Clears every narrowing filter, keeping order and rows per page. */
export const clearUnitFilters = (filters: UnitFilterValues): UnitFilterValues =>
  unitFilters.change(filters, Object.fromEntries(NARROWING.map((key) => [key, null])));

/** The query of `GET /api/resale-units` (filters not set are not sent; flags travel as 'true'/'false'). */
export function toUnitsQuery(filters: UnitFilterValues): UnitsQuery {
  const { isFeatured, includeArchived, ...rest } = toApiQuery(filters);
  return {
    ...rest,
    ...(isFeatured === undefined ? {} : { isFeatured: isFeatured ? 'true' : 'false' }),
    ...(includeArchived === undefined ? {} : { includeArchived: includeArchived ? 'true' : 'false' }),
  };
}

/** A link to the list with these filters (the dashboard's cards), keys in the URL's own order. */
export const unitsHref = (patch: Parameters<typeof unitFilters.serialize>[0]) =>
  `${paths.resaleUnits.path}${unitFilters.serialize(patch)}`;
