import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { canDeleteTask, canToggleTask, type Task } from '@crm/contracts';
import { Badge } from '../../../components/ui/badge';
import { LeadsIcon, TrashIcon, UserPlusIcon } from '../../../components/ui/icons';
import { RowActions } from '../../../components/ui/row-actions';
import { Table, type Column } from '../../../components/ui/table';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import type { SessionUser } from '../../../lib/session';
import { useAgencyTimeZone } from '../../../lib/use-agency-time-zone';
import { shownNotes } from '../model/task-notes';
import type { TaskToggle } from './use-task-row-actions';
import { isDueToday, isOverdue } from '../model/task-rules';

interface TaskTableProps {
  tasks: Task[] | undefined;
  loading: boolean;
  caller: SessionUser;
  emptyText: string;
  /** The state change on its way: its task shows the chosen state at once. */
  toggling: TaskToggle | null;
  onToggle: (task: Task) => void;
  onLinkLead: (task: Task) => void;
  onDelete: (task: Task) => void;
  /** The pagination, drawn with the rows (Table's `footer`). */
  footer?: ReactNode;
}

const none = <span className="muted">—</span>;

/** The task's lead when the reader may open it (named); null when unlinked or hidden from them. */
const openableLead = (task: Task) => (task.leadId && !task.leadId.hidden ? task.leadId : null);

export function TaskTable({
  tasks,
  loading,
  caller,
  emptyText,
  toggling,
  onToggle,
  onLinkLead,
  onDelete,
  footer,
}: TaskTableProps) {
  const { t } = useT();
  const fmt = useFormat();
  const navigate = useNavigate();
  const timeZone = useAgencyTimeZone();
  const now = new Date();
  const record = (task: Task) => ({ assignedTo: task.assignedTo?._id ?? null, createdBy: task.createdBy?._id ?? null });

  const columns: Column<Task>[] = [
    {
      key: 'notes',
      header: t('tasks.columns.notes'),
      cell: (task) => (
        <span className="task-notes">
          <span className="task-notes__text">{shownNotes(task)}</span>
          {/* A lead the reader may not open is not named, nor linked (the server sends no name). */}
          {task.leadId?.hidden && <span className="muted">{t('tasks.hiddenLead')}</span>}
          {isOverdue(task, now) ? (
            <Badge tone="danger">{t('tasks.overdueBadge')}</Badge>
          ) : (
            task.state === 'Open' &&
            isDueToday(task, now, timeZone) && <Badge tone="warning">{t('tasks.todayBadge')}</Badge>
          )}
        </span>
      ),
    },
    { key: 'assignedTo', header: t('tasks.columns.assignedTo'), cell: (task) => task.assignedTo?.name ?? none },
    { key: 'assignedBy', header: t('tasks.columns.assignedBy'), cell: (task) => task.createdBy?.name ?? none },
    {
      key: 'due',
      header: t('tasks.columns.due'),
      cell: (task) =>
        task.dueDate ? (
          <time dateTime={task.dueDate} className={isOverdue(task, now) ? 'task-due task-due--overdue' : 'task-due'}>
            {fmt.dateTime(task.dueDate)}
          </time>
        ) : (
          <span className="muted">{t('tasks.noDue')}</span>
        ),
    },
    {
      key: 'status',
      header: t('tasks.columns.status'),
      cell: (task) => {
        const state = toggling?.id === task._id ? toggling.state : task.state;
        return canToggleTask(caller, record(task)) ? (
          <label className="task-toggle">
            <input
              type="checkbox"
              checked={state === 'Done'}
              disabled={toggling?.id === task._id}
              aria-label={t('tasks.toggle', { notes: shownNotes(task) })}
              onChange={() => onToggle(task)}
            />
            <span aria-hidden="true">{t(`tasks.state.${state}`)}</span>
          </label>
        ) : (
          <Badge tone={task.state === 'Done' ? 'success' : 'neutral'}>{t(`tasks.state.${task.state}`)}</Badge>
        );
      },
    },
    {
      key: 'actions',
      header: t('tasks.columns.actions'),
      hideHeader: true,
      align: 'end',
      cell: (task) => (
        <RowActions
          actions={[
            {
              label: t('tasks.actions.linkLead'),
              ariaLabel: t('tasks.actions.linkLeadFor', { notes: shownNotes(task) }),
              icon: <UserPlusIcon size={16} />,
              onClick: () => onLinkLead(task),
            },
            {
              label: t('tasks.actions.viewLead'),
              ariaLabel: t('tasks.actions.viewLeadNamed', { name: openableLead(task)?.name ?? '' }),
              icon: <LeadsIcon size={16} />,
              onClick: () => {
                const lead = openableLead(task);
                if (lead) void navigate(paths.lead.href(lead._id));
              },
              hidden: !openableLead(task),
            },
            {
              label: t('common.delete'),
              ariaLabel: t('tasks.actions.deleteNamed', { notes: shownNotes(task) }),
              icon: <TrashIcon size={16} />,
              onClick: () => onDelete(task),
              danger: true,
              hidden: !canDeleteTask(caller, record(task)),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <div className="task-table">
      <Table
        caption={t('tasks.title')}
        columns={columns}
        rows={tasks}
        rowKey={(task) => task._id}
        loading={loading}
        emptyText={emptyText}
        rowClassName={(task) => (isOverdue(task, now) ? 'task-row--overdue' : undefined)}
        footer={footer}
      />
    </div>
  );
}
