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

/** The row's Done/Pending toggle (assignee) and Delete (a confirm first for non-Agents). */
export function useTaskRowActions() {
  const { t } = useT();
  const caller = useCurrentUser();
  const confirm = useConfirm();
  const toast = useToast();
  const updateTask = useUpdateTask();
  const deleteTask = useDeleteTask();
  const [togglingId, setTogglingId] = useState<string | null>(null);

  const handleToggle = async (task: Task) => {
    setTogglingId(task._id);
    try {
      await updateTask.mutateAsync({ id: task._id, body: { state: task.state === 'Open' ? 'Done' : 'Open' } });
    } catch (err) {
      toast.error(errorMessage(err, 'Update failed'));
    } finally {
      setTogglingId(null);
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

  return { handleToggle, handleDelete, togglingId };
}
