import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { type RouteRequest } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { taskKeys } from '../../../shared-api/tasks';

export type NewTask = RouteRequest<typeof contract.tasks.create>['body'];

export const createTask = (body: NewTask) => apiRequest(contract.tasks.create, { body });

/** A new task shows in the lists and perhaps in today's count. */
export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTask, onSuccess: () => invalidateKeys(queryClient, [taskKeys.all]) });
}
