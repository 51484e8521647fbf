import { useEffect, useId, useRef, useState } from 'react';
import { ChevronDownIcon } from './icons';
import './multi-select.css';
import { useT } from '../../lib/i18n';

export interface Option {
  value: string;
  label: string;
}

interface MultiSelectProps {
  /** Accessible name of the button and of the checkbox group. */
  label: string;
  options: Option[];
  value: string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  emptyText?: string;
  id?: string;
}

/** A button that opens a checkbox list (e.g. the teams a Manager runs). */
export function MultiSelect({ label, options, value, onChange, placeholder, emptyText, id }: MultiSelectProps) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const handlePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', handlePointer);
    return () => document.removeEventListener('pointerdown', handlePointer);
  }, [open]);

  const chosen = options.filter((o) => value.includes(o.value));
  const summary =
    chosen.length === 0
      ? (placeholder ?? t('common.none'))
      : chosen.length <= 2
        ? chosen.map((o) => o.label).join(', ')
        : t('common.selectedCount', { count: chosen.length });

  const toggle = (optionValue: string) =>
    onChange(value.includes(optionValue) ? value.filter((v) => v !== optionValue) : [...value, optionValue]);

  return (
    <div
      className="multi-select"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        id={id}
        type="button"
        className="select multi-select__button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${label}: ${summary}`}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="multi-select__summary">{summary}</span>
        <ChevronDownIcon size={16} />
      </button>
      <div id={listId} className="multi-select__panel" role="group" aria-label={label} hidden={!open}>
        {options.length === 0 && <p className="muted">{emptyText ?? t('common.nothingToChoose')}</p>}
        {options.map((option) => (
          <label key={option.value} className="checkbox multi-select__option">
            <input type="checkbox" checked={value.includes(option.value)} onChange={() => toggle(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
