import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from '../../../shared-api/tasks';

/** Who the caller may give a task to. */
export const taskAssigneesQuery = (search: string) =>
  queryOptions({
    queryKey: taskKeys.assignees(search),
    queryFn: () => apiRequest(contract.tasks.assignees, { query: search ? { search } : {} }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export const useTaskAssignees = (search: string) => useQuery(taskAssigneesQuery(search));
