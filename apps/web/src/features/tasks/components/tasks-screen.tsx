import { ErrorState } from '../../../components/ui/error-state';
import { useEffect, useMemo, useState } from 'react';
import { can, pageCount, TASK_PAGE_SIZES, type Task } from '@crm/contracts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { Pagination } from '../../../components/ui/pagination';
import { useT } from '../../../lib/i18n';
import { useSchemaQueryStates } from '../../../lib/url-query/use-schema-query-states';
import { useCurrentUser } from '../../../lib/use-session';
import { useTasks } from '../api/get-tasks';
import { taskFilters, toTaskListQuery, type TaskPageSize } from '../model/task-filters';
import { LinkLeadDialog } from './link-lead-dialog';
import { NewTaskDialog } from './new-task-dialog';
import { TaskFilterTabs } from './task-filter-tabs';
import { TaskTable } from './task-table';
import { useTaskRowActions } from './use-task-row-actions';
import './tasks.css';

type OpenDialog = { kind: 'new' } | { kind: 'link'; task: Task } | null;

/** Spec section 2: the tasks screen, its filter in the URL, every page filtered on the server. */
export function TasksScreen() {
  const { t } = useT();
  const caller = useCurrentUser();
  const [filters, update] = useSchemaQueryStates(taskFilters);
  const query = useMemo(() => toTaskListQuery(filters), [filters]);
  const tasks = useTasks(query);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const { handleToggle, handleDelete, toggling } = useTaskRowActions();

  const total = tasks.data?.total ?? 0;
  const items = tasks.data?.items;
  // A page past the end (the last task of a page deleted, a stale link) steps back to the last page.
  const lastPage = pageCount(total, filters.limit);
  const pastEnd = Boolean(tasks.data) && !tasks.isPlaceholderData && filters.page > lastPage;
  useEffect(() => {
    if (pastEnd) void update({ page: lastPage }, { history: 'replace' });
  }, [pastEnd, lastPage, update]);

  return (
    <div className="page tasks-page">
      <PageHeader
        title={t('tasks.title')}
        description={<bdi>{tasks.data ? t('tasks.count', { count: total }) : t('tasks.subtitle')}</bdi>}
        actions={
          can(caller, 'tasks:create') && (
            <Button variant="primary" onClick={() => setDialog({ kind: 'new' })}>
              <bdi>{t('tasks.newTask')}</bdi>
            </Button>
          )
        }
      />
      <Card>
        <TaskFilterTabs value={filters.filter} onChange={(filter) => update({ filter })} />
        {/* A failed load says so alone: "No tasks here yet." would claim there are none. */}
        {tasks.isError ? (
          <ErrorState
            error={tasks.error}
            fallback="Failed to load tasks"
            retryLabel={t('tasks.retry')}
            onRetry={() => void tasks.refetch()}
          />
        ) : (
          <TaskTable
            tasks={items}
            loading={tasks.isLoading || tasks.isPlaceholderData}
            caller={caller}
            emptyText={filters.filter === 'all' ? t('tasks.empty') : t('tasks.emptyFiltered')}
            toggling={toggling}
            onToggle={(task) => void handleToggle(task)}
            onLinkLead={(task) => setDialog({ kind: 'link', task })}
            onDelete={(task) => void handleDelete(task)}
            footer={
              <Pagination
                page={filters.page}
                total={total}
                limit={filters.limit}
                limitOptions={TASK_PAGE_SIZES}
                onPageChange={(page) => update({ page })}
                onLimitChange={(limit) => update({ limit: limit as TaskPageSize })}
              />
            }
          />
        )}
      </Card>
      {dialog?.kind === 'new' && <NewTaskDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'link' && (
        <LinkLeadDialog key={dialog.task._id} task={dialog.task} onClose={() => setDialog(null)} />
      )}
    </div>
  );
}
