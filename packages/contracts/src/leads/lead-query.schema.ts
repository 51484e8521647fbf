import { z } from 'zod';
import { boundedText, objectId, TEXT_LIMITS } from '../common/primitives';
import { pageQueryWith } from '../common/pagination';
import { LEAD_ORDERS, LEAD_SOURCES, LEAD_STATUSES } from './lead.constants';
import {
  LEAD_DEFAULT_PAGE_SIZE,
  LEAD_FIRST_CONTACT_FILTERS,
  LEAD_FOLLOWUP_FILTERS,
  LEAD_SORTS,
} from './lead-list-fields';

export * from './lead-list-fields';

/*
 * The leads list's query, apart from the lead's own schemas (lead.schema.ts re-exports it): the
 * leads screen reads its URL with it when it opens, and need not build every lead schema for that.
 */
export const leadStatusSchema = z.enum(LEAD_STATUSES);
export const leadSourceSchema = z.enum(LEAD_SOURCES);

const filterText = boundedText(TEXT_LIMITS.search).trim();

/** Filters of the leads screen (all kept in the URL query). */
export const leadFiltersQuery = z.object({
  search: filterText.optional(),
  status: leadStatusSchema.optional(),
  interest: filterText.optional(),
  source: leadSourceSchema.optional(),
  teamId: objectId.optional(),
  assignedTo: objectId.optional(),
  /** today: a follow-up status due today (spec); missed: a FollowUp whose date passed before today, still open. */
  followups: z.enum(LEAD_FOLLOWUP_FILTERS).optional(),
  /** New leads whose assignee has not contacted them by their first-contact deadline. */
  firstContact: z.literal(LEAD_FIRST_CONTACT_FILTERS[0]).optional(),
});

export const listLeadsQuery = leadFiltersQuery.extend(pageQueryWith(LEAD_DEFAULT_PAGE_SIZE).shape).extend({
  order: z.enum(LEAD_ORDERS).default('newest'),
  /** A column sort from the table header; wins over `order`. */
  sort: z.enum(LEAD_SORTS).optional(),
});
export type ListLeadsQuery = z.infer<typeof listLeadsQuery>;

/** The assignee pickers' search (Add Lead, Assign). */
export const assigneesQuery = z.object({ search: filterText.optional() });
