import type { InputHTMLAttributes, Ref } from 'react';

export interface SearchInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
  /** In a dialog's form: Enter narrows the list and must not send the form. */
  keepEnter?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** The search box of lists and pickers (a native search field: Esc clears it). */
export function SearchInput({ value, onValueChange, keepEnter, className, onKeyDown, ...props }: SearchInputProps) {
  return (
    <input
      {...props}
      className={className ? `input ${className}` : 'input'}
      type="search"
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      onKeyDown={(event) => {
        if (keepEnter && event.key === 'Enter') event.preventDefault();
        onKeyDown?.(event);
      }}
    />
  );
}
