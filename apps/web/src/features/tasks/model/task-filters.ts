import { z } from 'zod';
import { TASK_PAGE_SIZES, listTasksQuery } from '@crm/contracts';
import { defineSchemaQuery, toApiQuery, type QueryValues } from '../../../lib/url-query/schema-query';

/** The tasks screen's URL: the filter, the page and rows per page (a lead's tasks are not a screen filter). */
const tasksUrlQuery = listTasksQuery
  .omit({ leadId: true })
  .extend({ limit: listTasksQuery.shape.limit.pipe(z.literal(TASK_PAGE_SIZES)) });

export type TaskFilters = QueryValues<typeof tasksUrlQuery>;
export type TaskPageSize = TaskFilters['limit'];

/** Any change but the page itself goes back to page 1. */
export const taskFilters = defineSchemaQuery(tasksUrlQuery, { pageKey: 'page' });

export const toTaskListQuery = (filters: TaskFilters) => toApiQuery(filters);
