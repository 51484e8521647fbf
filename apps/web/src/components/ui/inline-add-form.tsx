import type { FormEventHandler, ReactNode } from 'react';
import { Button } from './button';
import { ErrorText } from './error-text';
import { PlusIcon } from './icons';
import './page.css';

interface InlineAddFormProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The add button's text. */
  submitLabel: ReactNode;
  loading: boolean;
  /** The form-level (server) error, if any. */
  error?: string;
  /** The field(s) before the add button. */
  children: ReactNode;
}

/** A one-line "add" form: its field and an add button on one row (wraps on phones), the form's error below. */
export function InlineAddForm({ label, onSubmit, submitLabel, loading, error, children }: InlineAddFormProps) {
  return (
    <form className="inline-form" onSubmit={onSubmit} noValidate aria-label={label}>
      <div className="inline-form__row">
        {children}
        <Button type="submit" variant="primary" icon={<PlusIcon size={18} />} loading={loading}>
          {submitLabel}
        </Button>
      </div>
      <ErrorText>{error}</ErrorText>
    </form>
  );
}
