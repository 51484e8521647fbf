import type { ReactNode } from 'react';
import './choice-list.css';

interface ChoiceListProps<T> {
  /** The group's spoken name ("Users", "Possible duplicates"). */
  label: string;
  /** The radios' shared name. */
  name: string;
  items: T[];
  itemKey: (item: T) => string;
  /** The chosen item's key. */
  value: string | undefined;
  onChange: (item: T) => void;
  /** A new search is on its way: the list still shows the last answer. */
  busy?: boolean;
  /** What an option shows beside its radio. */
  children: (item: T) => ReactNode;
}

/** A scrolling list of radio options, one choice (whom to assign, which lead to merge into). */
export function ChoiceList<T>({ label, name, items, itemKey, value, onChange, busy, children }: ChoiceListProps<T>) {
  return (
    <div className="choice-list" role="radiogroup" aria-label={label} aria-busy={busy || undefined}>
      {items.map((item) => {
        const key = itemKey(item);
        return (
          <label key={key} className="choice-list__option">
            <input type="radio" name={name} value={key} checked={value === key} onChange={() => onChange(item)} />
            {children(item)}
          </label>
        );
      })}
    </div>
  );
}
