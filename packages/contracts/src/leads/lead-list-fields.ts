import { TEXT_LIMITS } from '../common/text-limits';
import { LEAD_ORDERS, LEAD_SOURCES, LEAD_STATUSES } from './lead.constants';

/*
 * The leads list's query as plain data (zod-free): the leads screen reads its URL with it when it
 * opens, without loading zod and building schemas first (a 250-300 ms task on a phone).
 * lead-query.schema.ts builds `listLeadsQuery` from the same constants, and a test holds the two alike.
 */
export const LEAD_SORTS = ['name', '-name', 'phone', '-phone', 'email', '-email'] as const;
export const LEAD_PAGE_SIZES = [5, 10, 20, 50] as const;
export const LEAD_FOLLOWUP_FILTERS = ['today', 'missed'] as const;
export const LEAD_FIRST_CONTACT_FILTERS = ['overdue'] as const;
export const LEAD_DEFAULT_PAGE_SIZE = 10;

/** One field of a list screen's URL query: what a value must be, and its default if it has one. */
export type UrlField =
  | { kind: 'text'; max: number }
  | { kind: 'id' }
  | { kind: 'choice'; values: readonly string[]; default?: string }
  | { kind: 'number'; min: number; values?: readonly number[]; default: number };

const searchText = { kind: 'text', max: TEXT_LIMITS.search } as const;

/** The narrowing filters (`leadFiltersQuery`). */
export const LEAD_FILTER_FIELDS = {
  search: searchText,
  status: { kind: 'choice', values: LEAD_STATUSES },
  interest: searchText,
  source: { kind: 'choice', values: LEAD_SOURCES },
  teamId: { kind: 'id' },
  assignedTo: { kind: 'id' },
  followups: { kind: 'choice', values: LEAD_FOLLOWUP_FILTERS },
  firstContact: { kind: 'choice', values: LEAD_FIRST_CONTACT_FILTERS },
} as const satisfies Record<string, UrlField>;

/** The whole list query (`listLeadsQuery`), rows per page narrowed to the sizes the screen offers. */
export const LEAD_LIST_FIELDS = {
  ...LEAD_FILTER_FIELDS,
  page: { kind: 'number', min: 1, default: 1 },
  limit: { kind: 'number', min: 1, values: LEAD_PAGE_SIZES, default: LEAD_DEFAULT_PAGE_SIZE },
  order: { kind: 'choice', values: LEAD_ORDERS, default: 'newest' },
  sort: { kind: 'choice', values: LEAD_SORTS },
} as const satisfies Record<string, UrlField>;
