import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../lib/api-client';
import { queryRoots } from '../lib/query-keys';
import type { QueryOf } from './request-types';

export type TasksQuery = QueryOf<typeof contract.tasks.list>;

/** A lead's feedback dialog lists at most this many of its tasks. */
export const LEAD_TASKS_LIMIT = 50;
/** The sidebar's count refreshes with the notification counters (spec section 9: 60 s). */
export const TODAY_COUNT_REFRESH_MS = 60_000;

/** Every task-derived query key; task writes refresh `taskKeys.all` (lists, counts, a lead's tasks). */
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
  /** The caller's own open tasks due today. */
  todayCount: () =>
    queryOptions({
      queryKey: taskKeys.todayCount(),
      queryFn: () => apiRequest(contract.tasks.todayCount, {}),
      refetchInterval: TODAY_COUNT_REFRESH_MS,
    }),
  /** Who the caller may give a task to. */
  assignees: (search: string) =>
    queryOptions({
      queryKey: taskKeys.assignees(search),
      queryFn: () => apiRequest(contract.tasks.assignees, { query: search ? { search } : {} }),
      staleTime: 60_000,
      placeholderData: keepPreviousData,
    }),
};

export const useTasks = (query: TasksQuery) => useQuery(taskQueries.list(query));
export const useTasksTodayCount = () => useQuery(taskQueries.todayCount());
export const useTaskAssignees = (search: string) => useQuery(taskQueries.assignees(search));
/** The tasks linked to one lead that the caller may see. */
export const useLeadTasks = (leadId: string) => useTasks({ leadId, limit: LEAD_TASKS_LIMIT });
