import { TASK_FILTERS, type TaskFilter } from '@crm/contracts';
import { useT } from '../../../lib/i18n';

/** All / Today / This Week / Overdue: one pressed button at a time. */
export function TaskFilterTabs({ value, onChange }: { value: TaskFilter; onChange: (value: TaskFilter) => void }) {
  const { t } = useT();
  return (
    <div className="segmented task-filters" role="group" aria-label={t('tasks.filters.label')}>
      {TASK_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          className="segmented__button"
          aria-pressed={filter === value}
          onClick={() => onChange(filter)}
        >
          {t(`tasks.filters.${filter}`)}
        </button>
      ))}
    </div>
  );
}
