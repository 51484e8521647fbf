import { useState, type KeyboardEvent } from 'react';
import type { InputHTMLAttributes } from 'react';

interface EditableCellProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  /** The stored value, as text. */
  value: string;
  /** Accessible name ("Cost of Spring"). */
  label: string;
  /** Saves a changed value (a refusal leaves the stored value in place). */
  onCommit: (text: string) => Promise<unknown>;
}

/**
 * An input over a stored value that saves when left or on Enter (Esc puts the stored value back).
 * While the user types, a refresh of the list does not overwrite the draft.
 */
export function EditableCell({ value, label, onCommit, className, ...input }: EditableCellProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? value;

  const commit = async () => {
    if (draft === null) return;
    if (draft === value) {
      setDraft(null);
      return;
    }
    // Saved: the list already holds the new value. Refused: the stored value comes back.
    await onCommit(draft);
    setDraft(null);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      event.currentTarget.blur();
    } else if (event.key === 'Escape') {
      // Undo the draft without closing anything around the table.
      event.stopPropagation();
      setDraft(null);
    }
  };

  return (
    <input
      {...input}
      className={className ? `input campaign-cell ${className}` : 'input campaign-cell'}
      aria-label={label}
      value={shown}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => void commit()}
      onKeyDown={handleKeyDown}
    />
  );
}
