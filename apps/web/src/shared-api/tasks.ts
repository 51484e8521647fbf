import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../lib/api-client';
import { queryRoots } from '../lib/query-keys';
import type { QueryOf } from './request-types';

export type TasksQuery = QueryOf<typeof contract.tasks.list>;

/** A lead's feedback dialog lists at most this many of its tasks. */
export const LEAD_TASKS_LIMIT = 50;

/**
 * Every task-derived query key; task writes (features/tasks/api/) refresh `taskKeys.all` (lists,
 * counts, a lead's tasks). The task list is here because the leads feature shows a lead's tasks;
 * the tasks feature's other reads (today's count, assignees) are in features/tasks/api/.
 */
export const taskKeys = {
  all: queryRoots.tasks,
  lists: () => [...queryRoots.tasks, 'list'] as const,
  list: (query: TasksQuery) => [...taskKeys.lists(), query] as const,
  todayCount: () => [...queryRoots.tasks, 'today-count'] as const,
  assignees: (search: string) => [...queryRoots.tasks, 'assignees', search] as const,
};

export const taskQueries = {
  /** One page of tasks (filtered on the server); the previous page stays on screen while the next loads. */
  list: (query: TasksQuery) =>
    queryOptions({
      queryKey: taskKeys.list(query),
      queryFn: () => apiRequest(contract.tasks.list, { query }),
      placeholderData: keepPreviousData,
    }),
};

/** The tasks linked to one lead that the caller may see. */
export const useLeadTasks = (leadId: string) => useQuery(taskQueries.list({ leadId, limit: LEAD_TASKS_LIMIT }));
