import { useQuery } from '@tanstack/react-query';
import { taskQueries, type TasksQuery } from '../../../shared-api/tasks';

/** The tasks screen's page of tasks (the query is shared: a lead's page lists its tasks with it). */
export const useTasks = (query: TasksQuery) => useQuery(taskQueries.list(query));
