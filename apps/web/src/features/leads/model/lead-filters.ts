import type { listLeadsQuery } from '@crm/contracts';
import { LEAD_FILTER_FIELDS, LEAD_LIST_FIELDS, LEAD_SORTS, type LEAD_PAGE_SIZES } from '@crm/contracts/zod-free';
import { defineFieldQuery } from '../../../lib/url-query/field-query';
import { toApiQuery, type QueryPatch, type QueryValues } from '../../../lib/url-query/schema-query';

/**
 * Everything the leads screen shows, as kept in the URL query (the contract's list query, rows per
 * page narrowed to the sizes the screen offers); `null`: no such filter.
 */
export type LeadFilters = Omit<QueryValues<typeof listLeadsQuery>, 'limit'> & {
  limit: (typeof LEAD_PAGE_SIZES)[number];
};
export type LeadOrder = LeadFilters['order'];
export type LeadSort = NonNullable<LeadFilters['sort']>;
export type LeadSortKey = 'name' | 'phone' | 'email';
export type LeadPageSize = LeadFilters['limit'];

/** The filters that narrow the list (the contract's filter query), not order, sort or paging. */
const NARROWING = Object.keys(LEAD_FILTER_FIELDS) as (keyof typeof LEAD_FILTER_FIELDS)[];

/** Choosing an order drops a column sort, which would win over it on the server. */
const dropSortOnOrder = (patch: QueryPatch<LeadFilters>): QueryPatch<LeadFilters> =>
  patch.order !== undefined && patch.sort === undefined ? { ...patch, sort: null } : patch;

/**
 * The leads screen's URL state: any change but the page itself goes back to page 1. Read with the
 * contract's zod-free field list: opening the screen loads no zod and builds no schema.
 */
export const leadFilters = defineFieldQuery<LeadFilters>(LEAD_LIST_FIELDS, {
  pageKey: 'page',
  refine: dropSortOnOrder,
});

export const DEFAULT_LEAD_FILTERS = leadFilters.defaults;

export const countActiveFilters = (filters: LeadFilters) => NARROWING.filter((key) => filters[key] !== null).length;

/** Clears every narrowing filter, keeping order, sort and rows per page. */
export const clearFilters = (filters: LeadFilters): LeadFilters =>
  leadFilters.change(filters, Object.fromEntries(NARROWING.map((key) => [key, null])));

/** The query of `GET /api/leads` for these filters (filters not set are not sent). */
export const toListQuery = (filters: LeadFilters) => toApiQuery(filters);
export type LeadListQuery = ReturnType<typeof toListQuery>;

/** The query of `GET /api/leads/export` for these filters: the list's filters and order, not its paging. */
export function toExportQuery(filters: LeadFilters) {
  const { page: _page, limit: _limit, ...query } = toListQuery(filters);
  return query;
}

export interface ColumnSort {
  key: LeadSortKey;
  direction: 'asc' | 'desc';
}

/** `-name` -> name descending. */
export function sortFromParam(sort: LeadSort | null): ColumnSort | null {
  if (!sort) return null;
  const desc = sort.startsWith('-');
  return { key: (desc ? sort.slice(1) : sort) as LeadSortKey, direction: desc ? 'desc' : 'asc' };
}

export function sortToParam(sort: { key: string; direction: 'asc' | 'desc' }): LeadSort | null {
  const value = `${sort.direction === 'desc' ? '-' : ''}${sort.key}`;
  return (LEAD_SORTS as readonly string[]).includes(value) ? (value as LeadSort) : null;
}
