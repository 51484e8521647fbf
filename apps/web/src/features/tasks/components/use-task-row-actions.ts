import { useState } from 'react';
import { confirmsTaskDelete, type Task } from '@crm/contracts';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { useCurrentUser } from '../../../lib/use-session';
import { useDeleteTask } from '../api/delete-task';
import { useUpdateTask } from '../api/update-task';
import { shownNotes } from '../model/task-notes';

/** A task's state change on its way, shown on its row until the server (or the device's outbox) has it. */
export type TaskToggle = { id: string; state: Task['state'] };

/** The row's Done/Pending toggle (assignee) and Delete (a confirm first for non-Agents). */
export function useTaskRowActions() {
  const { t } = useT();
  const caller = useCurrentUser();
  const confirm = useConfirm();
  const toast = useToast();
  const updateTask = useUpdateTask();
  const deleteTask = useDeleteTask();
  const [toggling, setToggling] = useState<TaskToggle | null>(null);

  const handleToggle = async (task: Task) => {
    const state = task.state === 'Open' ? 'Done' : 'Open';
    // Shown in this click's render: the cache's optimistic copy lands a moment later (onMutate is async).
    setToggling({ id: task._id, state });
    try {
      await updateTask.mutateAsync({ id: task._id, body: { state } });
    } catch (err) {
      toast.error(errorMessage(err, 'Update failed'));
    } finally {
      setToggling(null);
    }
  };

  const handleDelete = async (task: Task) => {
    if (confirmsTaskDelete(caller)) {
      const ok = await confirm({
        title: t('tasks.actions.deleteTitle'),
        message: t('tasks.actions.deleteConfirm', { notes: shownNotes(task) }),
        confirmLabel: t('common.delete'),
        danger: true,
      });
      if (!ok) return;
    }
    try {
      await deleteTask.mutateAsync(task._id);
      toast.success(t('tasks.actions.deleted'));
    } catch (err) {
      toast.error(errorMessage(err, 'Delete failed'));
    }
  };

  return { handleToggle, handleDelete, toggling };
}
