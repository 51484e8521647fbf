import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { taskKeys } from '../../../shared-api/tasks';

/** The sidebar's count refreshes with the notification counters (spec section 9: 60 s). */
export const TODAY_COUNT_REFRESH_MS = 60_000;

/** The caller's own open tasks due today (the sidebar's Tasks badge, app/layout/nav-count.tsx). */
export const tasksTodayCountQuery = () =>
  queryOptions({
    queryKey: taskKeys.todayCount(),
    queryFn: () => apiRequest(contract.tasks.todayCount, {}),
    refetchInterval: TODAY_COUNT_REFRESH_MS,
  });

export const useTasksTodayCount = () => useQuery(tasksTodayCountQuery());
