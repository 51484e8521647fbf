import { useEffect, useRef, type InputHTMLAttributes } from 'react';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  /** "Some but not all" (a header box over a partly ticked page): shown as a dash, read as "mixed". */
  indeterminate?: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** A native checkbox (keyboard, screen readers and RTL for free) that can also be indeterminate. */
export function Checkbox({ indeterminate = false, onCheckedChange, className, ...props }: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      {...props}
      ref={ref}
      type="checkbox"
      className={['checkbox', className].filter(Boolean).join(' ')}
      aria-checked={indeterminate ? 'mixed' : undefined}
      onChange={(event) => onCheckedChange(event.target.checked)}
    />
  );
}
