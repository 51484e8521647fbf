import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { taskKeys } from '../../../shared-api/tasks';

export const deleteTask = (id: string) => apiRequest(contract.tasks.remove, { params: { id } });

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTask, onSuccess: () => invalidateKeys(queryClient, [taskKeys.all]) });
}
