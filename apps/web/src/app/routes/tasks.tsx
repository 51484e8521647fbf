import { TasksScreen } from '../../features/tasks/components/tasks-screen';
import { usePageTitle } from '../../lib/use-page-title';
import { useT } from '../../lib/i18n';

export function TasksRoute() {
  const { t } = useT();
  usePageTitle(t('tasks.title'));
  return <TasksScreen />;
}
