import { useId, type ReactNode } from 'react';
import './field.css';
import { translateText } from '../../lib/i18n';

export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface FieldProps {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  className?: string;
  /** The label is for screen readers only (a one-line form whose placeholder says the same). */
  hideLabel?: boolean;
  /** Renders the control with the id and descriptions that tie it to the label. */
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({ label, error, hint, className, hideLabel, children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className={hideLabel ? 'sr-only' : 'field__label'} htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={errorId} role="alert">
          {translateText(error)}
        </p>
      )}
    </div>
  );
}
