import { useTasksTodayCount } from '../../reads/tasks';
import { useT } from '../../lib/i18n';
import { useFormat } from '../../lib/i18n/format';

/** The Tasks item's badge: the caller's own open tasks due today (nothing when none, or unknown). */
export function TasksTodayCount() {
  const { t } = useT();
  const fmt = useFormat();
  const count = useTasksTodayCount().data?.count ?? 0;
  if (count <= 0) return null;
  const label = t('tasks.todayCount', { count });
  return (
    <span className="nav-link__count" title={label}>
      <span aria-hidden="true">{fmt.number(count)}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
