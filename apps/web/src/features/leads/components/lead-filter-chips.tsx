import { CloseIcon } from '../../../components/ui/icons';
import { useT } from '../../../lib/i18n';

export interface FilterChip {
  key: string;
  label: string;
  onRemove: () => void;
}

/** Filters that arrive by link (dashboard cards, notifications) and have no control of their own. */
export function LeadFilterChips({ chips }: { chips: FilterChip[] }) {
  const { t } = useT();
  if (chips.length === 0) return null;
  return (
    <ul className="filter-chips" aria-label={t('leads.filters.active')}>
      {chips.map((chip) => (
        <li key={chip.key} className="filter-chip">
          <span>{chip.label}</span>
          <button
            type="button"
            className="filter-chip__remove"
            aria-label={t('leads.filters.remove', { label: chip.label })}
            onClick={chip.onRemove}
          >
            <CloseIcon size={14} />
          </button>
        </li>
      ))}
    </ul>
  );
}
