import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { ErrorText } from '../../../components/ui/error-text';
import { LoadingState } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { DEFAULT_TASK_NOTES } from '@crm/contracts';
import { translateText, useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { useLeadTasks } from '../../../shared-api/tasks';

/** The tasks linked to a lead (those the caller may see), in its feedback dialog and on its page. */
export function LeadTasks({ leadId, headingLevel = 3 }: { leadId: string; headingLevel?: 2 | 3 }) {
  const { t } = useT();
  const fmt = useFormat();
  const headingId = useId();
  const tasks = useLeadTasks(leadId);
  const items = tasks.data?.items ?? [];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="lead-tasks" aria-labelledby={headingId}>
      <Heading id={headingId}>{t('tasks.linked.title')}</Heading>
      {tasks.isLoading ? (
        <LoadingState />
      ) : tasks.isError ? (
        <ErrorText>{errorMessage(tasks.error, 'Failed to load tasks')}</ErrorText>
      ) : items.length === 0 ? (
        <p className="muted">{t('tasks.linked.none')}</p>
      ) : (
        <ul className="plain-list">
          {items.map((task) => (
            <li key={task._id} className="plain-list__row">
              <span className="lead-tasks__notes">
                {task.notes === DEFAULT_TASK_NOTES ? translateText(task.notes) : task.notes}
              </span>
              <span className="muted">
                {task.assignedTo && t('tasks.linked.assignee', { name: task.assignedTo.name })}
                {task.dueDate && <> · {t('tasks.linked.due', { date: fmt.dateTime(task.dueDate) })}</>}
              </span>
              <Badge tone={task.state === 'Done' ? 'success' : 'neutral'}>{t(`tasks.state.${task.state}`)}</Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
