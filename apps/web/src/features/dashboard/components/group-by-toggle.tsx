import { GROUP_OPTIONS, type CreatedGroup } from '../model/created-series';
import { useT } from '../../../lib/i18n';

/** A segmented control: one pressed button at a time. */
export function GroupByToggle({ value, onChange }: { value: CreatedGroup; onChange: (value: CreatedGroup) => void }) {
  const { t } = useT();
  return (
    <div className="segmented" role="group" aria-label={t('dashboard.groupBy')}>
      {GROUP_OPTIONS.map((option) => (
        <button
          key={option.value}
          type="button"
          className="segmented__button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {t(`dashboard.${option.value}`)}
        </button>
      ))}
    </div>
  );
}
