import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from './button';
import { ErrorText } from './error-text';
import { TextField, type StringPath, type TextFieldProps } from './form-field';
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
    <form className="stack" onSubmit={onSubmit} noValidate aria-label={label}>
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

/**
 * An `InlineAddForm` of one text field bound to `form`: the field's label is for screen readers (the
 * placeholder says what to type), and the form's server error shows below.
 */
export function InlineAddTextForm<T extends FieldValues, N extends StringPath<T>, TOut = T>({
  form,
  field,
  ...props
}: Omit<InlineAddFormProps, 'error' | 'children'> & {
  form: UseFormReturn<T, unknown, TOut>;
  field: Pick<TextFieldProps<T, N, TOut>, 'name' | 'label' | 'placeholder' | 'hint'>;
}) {
  return (
    <InlineAddForm {...props} error={form.formState.errors.root?.message}>
      <TextField {...field} control={form.control} hideLabel />
    </InlineAddForm>
  );
}
