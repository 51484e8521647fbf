import { CloseIcon } from '../../../components/ui/icons';

export interface FilterChip {
  key: string;
  label: string;
  onRemove: () => void;
}

/** Filters that arrive by link (dashboard cards, notifications) and have no control of their own. */
export function LeadFilterChips({ chips }: { chips: FilterChip[] }) {
  if (chips.length === 0) return null;
  return (
    <ul className="filter-chips" aria-label="Active filters">
      {chips.map((chip) => (
        <li key={chip.key} className="filter-chip">
          <span>{chip.label}</span>
          <button
            type="button"
            className="filter-chip__remove"
            aria-label={`Remove filter: ${chip.label}`}
            onClick={chip.onRemove}
          >
            <CloseIcon size={14} />
          </button>
        </li>
      ))}
    </ul>
  );
}
