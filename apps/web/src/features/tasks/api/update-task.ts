import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { type Paginated, type Task, type UpdateTaskBody } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { leadKeys } from '../../../shared-api/leads';
import { taskKeys } from '../../../shared-api/tasks';

export const updateTask = ({ id, body }: { id: string; body: UpdateTaskBody }) =>
  apiRequest(contract.tasks.update, { params: { id }, body });

/**
 * Marks a task Done or Pending (shown at once, rolled back on failure) or links a lead. Lists,
 * today's count and the lead's own task list refresh after.
 */
export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTask,
    onMutate: async ({ id, body }) => {
      if (!('state' in body)) return { previous: [] };
      await queryClient.cancelQueries({ queryKey: taskKeys.lists() });
      const previous = queryClient.getQueriesData<Paginated<Task>>({ queryKey: taskKeys.lists() });
      queryClient.setQueriesData<Paginated<Task>>({ queryKey: taskKeys.lists() }, (page) =>
        page ? { ...page, items: page.items.map((t) => (t._id === id ? { ...t, state: body.state } : t)) } : page,
      );
      return { previous };
    },
    onError: (_err, _vars, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    // A linked lead's timeline records links and state changes (which lead: the task knows, not us).
    onSettled: () => invalidateKeys(queryClient, [taskKeys.all, leadKeys.histories()]),
  });
}
