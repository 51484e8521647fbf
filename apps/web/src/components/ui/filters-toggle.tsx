import { Button } from './button';
import { FilterIcon } from './icons';
import './button.css';

interface FiltersToggleProps {
  /** Its name: "Filters" or "Filters (2)". */
  label: string;
  /** Filters set in the panel, shown on the icon; 0 shows none. */
  count: number;
  open: boolean;
  panelId: string;
  /** A wide screen's "More filters": the text beside the icon, the count in the text. */
  showLabel?: boolean;
  onToggle: () => void;
}

/**
 * The button that opens a panel of filters beside a search box. On a phone the icon alone with the
 * count on it, so the search box keeps room for its whole placeholder ("Name, phone or email").
 */
export function FiltersToggle({ label, count, open, panelId, showLabel = false, onToggle }: FiltersToggleProps) {
  return (
    <Button
      iconOnly={!showLabel}
      className="filters-toggle"
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
      icon={
        <>
          <FilterIcon />
          {count > 0 && !showLabel && (
            <span className="filters-toggle__count" aria-hidden="true">
              {count}
            </span>
          )}
        </>
      }
    >
      {label}
    </Button>
  );
}
