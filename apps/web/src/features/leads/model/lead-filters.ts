import {
  LEAD_ORDERS,
  LEAD_PAGE_SIZES,
  LEAD_SORTS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  type LeadSource,
  type LeadStatus,
  type ListLeadsQuery,
} from '@crm/contracts';

export type LeadOrder = (typeof LEAD_ORDERS)[number];
export type LeadSort = (typeof LEAD_SORTS)[number];
export type LeadSortKey = 'name' | 'phone' | 'email';
export type LeadPageSize = (typeof LEAD_PAGE_SIZES)[number];

/** Everything the leads screen shows, as kept in the URL query. '' means "no filter". */
export interface LeadFilters {
  search: string;
  status: LeadStatus | '';
  interest: string;
  source: LeadSource | '';
  teamId: string;
  assignedTo: string;
  followups: 'today' | '';
  order: LeadOrder;
  /** A column sort from a table header; wins over `order` on the server. */
  sort: LeadSort | '';
  page: number;
  limit: LeadPageSize;
}

export const DEFAULT_LEAD_FILTERS: Readonly<LeadFilters> = Object.freeze({
  search: '',
  status: '',
  interest: '',
  source: '',
  teamId: '',
  assignedTo: '',
  followups: '',
  order: 'newest',
  sort: '',
  page: 1,
  limit: 10,
});

/** The URL order of the keys, so a link built twice is the same link. */
const KEYS = [
  'search',
  'status',
  'interest',
  'source',
  'teamId',
  'assignedTo',
  'followups',
  'order',
  'sort',
  'page',
  'limit',
] as const satisfies readonly (keyof LeadFilters)[];

const MAX_TEXT = 100;
const OBJECT_ID = /^[a-f\d]{24}$/i;

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | '' =>
  raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : '';

const text = (raw: string | null) => (raw ?? '').trim().slice(0, MAX_TEXT);
const id = (raw: string | null) => (raw && OBJECT_ID.test(raw) ? raw : '');

/**
 * Reads the filters from a URL query. Anything unknown or malformed falls back to its default
 * (a hand-edited or stale link never makes the list fail with a 400).
 */
export function filtersFromParams(params: URLSearchParams): LeadFilters {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return {
    search: text(params.get('search')),
    status: oneOf(LEAD_STATUSES, params.get('status')),
    interest: text(params.get('interest')),
    source: oneOf(LEAD_SOURCES, params.get('source')),
    teamId: id(params.get('teamId')),
    assignedTo: id(params.get('assignedTo')),
    followups: params.get('followups') === 'today' ? 'today' : '',
    order: oneOf(LEAD_ORDERS, params.get('order')) || DEFAULT_LEAD_FILTERS.order,
    sort: oneOf(LEAD_SORTS, params.get('sort')),
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_LEAD_FILTERS.page,
    limit: (LEAD_PAGE_SIZES as readonly number[]).includes(limit)
      ? (limit as LeadPageSize)
      : DEFAULT_LEAD_FILTERS.limit,
  };
}

/** Writes the filters as a URL query; values equal to their default are left out. */
export function filtersToParams(filters: LeadFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key];
    if (value === DEFAULT_LEAD_FILTERS[key] || value === '') continue;
    params.set(key, String(value));
  }
  return params;
}

/**
 * Applies a change. Any change other than the page itself sends the user back to page 1 (the old
 * page may not exist in the new result). Choosing an order drops a column sort, which would win.
 */
export function changeFilters(filters: LeadFilters, patch: Partial<LeadFilters>): LeadFilters {
  const next = { ...filters, ...patch };
  const onlyPage = Object.keys(patch).every((key) => key === 'page');
  if (!onlyPage) next.page = patch.page ?? 1;
  if (patch.order !== undefined && patch.sort === undefined) next.sort = '';
  return next;
}

/** The filters that narrow the list (not order, sort or paging). */
const NARROWING = ['search', 'status', 'interest', 'source', 'teamId', 'assignedTo', 'followups'] as const;

export const countActiveFilters = (filters: LeadFilters) => NARROWING.filter((key) => filters[key] !== '').length;

/** Clears every narrowing filter, keeping order, sort and rows per page. */
export const clearFilters = (filters: LeadFilters): LeadFilters =>
  changeFilters(filters, Object.fromEntries(NARROWING.map((key) => [key, DEFAULT_LEAD_FILTERS[key]])));

export type LeadListQuery = Partial<Omit<ListLeadsQuery, 'page' | 'limit' | 'order'>> &
  Pick<ListLeadsQuery, 'page' | 'limit' | 'order'>;

/** The query of `GET /api/leads` for these filters (empty values are not sent). */
export function toListQuery(filters: LeadFilters): LeadListQuery {
  const query: LeadListQuery = { order: filters.order, page: filters.page, limit: filters.limit };
  if (filters.search) query.search = filters.search;
  if (filters.status) query.status = filters.status;
  if (filters.interest) query.interest = filters.interest;
  if (filters.source) query.source = filters.source;
  if (filters.teamId) query.teamId = filters.teamId;
  if (filters.assignedTo) query.assignedTo = filters.assignedTo;
  if (filters.followups) query.followups = filters.followups;
  if (filters.sort) query.sort = filters.sort;
  return query;
}

export interface ColumnSort {
  key: LeadSortKey;
  direction: 'asc' | 'desc';
}

/** `-name` -> name descending. */
export function sortFromParam(sort: LeadSort | ''): ColumnSort | null {
  if (!sort) return null;
  const desc = sort.startsWith('-');
  return { key: (desc ? sort.slice(1) : sort) as LeadSortKey, direction: desc ? 'desc' : 'asc' };
}

export function sortToParam(sort: { key: string; direction: 'asc' | 'desc' }): LeadSort | '' {
  const value = `${sort.direction === 'desc' ? '-' : ''}${sort.key}`;
  return oneOf(LEAD_SORTS, value);
}
