import type { Ref, SelectHTMLAttributes } from 'react';

/** A value shown as itself ("FollowUp"), or a value with its own label. */
export type SelectOption = string | { value: string; label: string; disabled?: boolean };

export interface SelectProps<V extends string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'children' | 'value' | 'onChange'
> {
  value: V | '';
  options: readonly SelectOption[];
  /** A first option with an empty value: "All sources", "Not set". */
  emptyLabel?: string;
  onValueChange: (value: V | '') => void;
  ref?: Ref<HTMLSelectElement>;
}

/** The native dropdown, styled once; options from a list, the empty choice optional. */
export function Select<V extends string>({
  value,
  options,
  emptyLabel,
  onValueChange,
  className,
  ...props
}: SelectProps<V>) {
  return (
    <select
      {...props}
      className={className ? `select ${className}` : 'select'}
      value={value}
      onChange={(event) => onValueChange(event.target.value as V | '')}
    >
      {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
      {options.map((option) => {
        const {
          value: optionValue,
          label,
          disabled,
        } = typeof option === 'string' ? { value: option, label: option, disabled: false } : option;
        return (
          <option key={optionValue} value={optionValue} disabled={disabled}>
            {label}
          </option>
        );
      })}
    </select>
  );
}
