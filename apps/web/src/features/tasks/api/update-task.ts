import { type QueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { type Paginated, type Task, type UpdateTaskBody } from '@crm/contracts';
import { apiRequestOnce } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { registerOutbox, useOutboxMutation, type Keyed } from '../../../lib/offline/outbox';
import { leadKeys } from '../../../shared-api/leads';
import { taskKeys } from '../../../shared-api/tasks';

export type TaskUpdate = { id: string; body: UpdateTaskBody };
export const TASK_UPDATE = 'task-update';
type Rollback = { previous: [readonly unknown[], Paginated<Task> | undefined][] };

export function registerTaskUpdates(queryClient: QueryClient) {
  registerOutbox<TaskUpdate & Keyed, Task>(queryClient, TASK_UPDATE, {
    mutationFn: ({ id, body, idempotencyKey }) =>
      apiRequestOnce(contract.tasks.update, idempotencyKey, { params: { id }, body }),
    onMutate: async ({ id, body }): Promise<Rollback> => {
      if (!('state' in body)) return { previous: [] };
      const previous = queryClient.getQueriesData<Paginated<Task>>({ queryKey: taskKeys.lists() });
      queryClient.setQueriesData<Paginated<Task>>({ queryKey: taskKeys.lists() }, (page) =>
        page ? { ...page, items: page.items.map((t) => (t._id === id ? { ...t, state: body.state } : t)) } : page,
      );
      // Written before the cancel: a refetch in flight is cancelled back to this copy, not the old one.
      await queryClient.cancelQueries({ queryKey: taskKeys.lists() });
      return { previous };
    },
    onError: (_err, _vars, context) => {
      for (const [key, data] of (context as Rollback | undefined)?.previous ?? []) queryClient.setQueryData(key, data);
    },
    // A linked lead's timeline records links and state changes (which lead: the task knows, not us).
    onSettled: () => invalidateKeys(queryClient, [taskKeys.all, leadKeys.histories()]),
  });
}

/**
 * Marks a task Done or Pending (shown at once, rolled back on failure; kept on the device and sent
 * later without a network) or links a lead. Lists, today's count and the lead's tasks refresh after.
 */
export const useUpdateTask = () => useOutboxMutation<TaskUpdate, Task>(TASK_UPDATE);
