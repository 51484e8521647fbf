import type { ChangeEvent, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import {
  useController,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import { phoneInputText } from '@crm/contracts';
import { Field, type FieldControlProps } from './field';
import { Select, type SelectProps } from './select';

/**
 * What every form field takes: the form's `control` and a `name` checked against the form's values
 * (nested names too: `address.city`), a label, an optional hint. The error is the field's own
 * (the schema's message, or the server's when it names this field), shown under the control with
 * role="alert"; the label, hint and error are tied to the control once, in `Field`.
 */
export interface FormFieldBaseProps<T extends FieldValues, N extends FieldPath<T>, TOut = T> {
  control: Control<T, unknown, TOut>;
  name: N;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  /** The label is for screen readers only. */
  hideLabel?: boolean;
}

export type FormControlProps<T extends FieldValues, N extends FieldPath<T>> = FieldControlProps &
  ControllerRenderProps<T, N>;

/** Any control bound to a form value: the render function gets the value, `onChange`, `ref` and the ARIA wiring. */
export function FormField<T extends FieldValues, N extends FieldPath<T>, TOut = T>({
  control,
  name,
  children,
  ...field
}: FormFieldBaseProps<T, N, TOut> & { children: (control: FormControlProps<T, N>) => ReactNode }) {
  const { field: bound, fieldState } = useController({ control, name });
  return (
    <Field {...field} error={fieldState.error?.message}>
      {(aria) => children({ ...bound, ...aria })}
    </Field>
  );
}

/** A field's props split in two: what `FormField` takes, and the rest, for the control itself. */
function splitFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  TOut,
  P extends FormFieldBaseProps<T, N, TOut>,
>({ control, name, label, hint, className, hideLabel, ...rest }: P & FormFieldBaseProps<T, N, TOut>) {
  return [{ control, name, label, hint, className, hideLabel }, rest] as const;
}

export type StringPath<T extends FieldValues> = FieldPathByValue<T, string | undefined> & FieldPath<T>;

type ElementProps<A> = Omit<A, 'name' | 'value' | 'defaultValue' | 'id' | 'children' | 'onChange'>;

export interface TextFieldProps<T extends FieldValues, N extends StringPath<T>, TOut = T>
  extends FormFieldBaseProps<T, N, TOut>, ElementProps<InputHTMLAttributes<HTMLInputElement>> {
  /** What the input keeps of what was typed or pasted (e.g. digits only). */
  transform?: (value: string) => string;
  /** Called after the form has the new value. */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** Phone numbers, web addresses and numbers read left to right, in Arabic too (`dir` overrides it). */
const ltrInput = ({ type, inputMode }: InputHTMLAttributes<HTMLInputElement>) =>
  type === 'tel' || type === 'url' || inputMode === 'numeric' || inputMode === 'decimal' ? 'ltr' : undefined;

/** A text input (`type` email, password, tel, datetime-local... too) bound to a string value. */
export function TextField<T extends FieldValues, N extends StringPath<T>, TOut = T>({
  transform,
  onChange,
  ...props
}: TextFieldProps<T, N, TOut>) {
  const [field, input] = splitFieldProps(props);
  return (
    <FormField {...field}>
      {({ value, onChange: setValue, ...bound }) => (
        <input
          {...bound}
          {...input}
          className="input"
          dir={input.dir ?? ltrInput(input)}
          value={(value as string | undefined) ?? ''}
          onChange={(event) => {
            setValue(transform ? transform(event.target.value) : event.target.value);
            onChange?.(event);
          }}
        />
      )}
    </FormField>
  );
}

/**
 * A phone number, typed or pasted in any digits and form ("٠١٠٠ ٧٧٧ ٦٦٥٥", "+20 100-777-6655"):
 * the field keeps its digits as 0-9 and a leading "+", left to right in Arabic too, with the phone
 * keypad on a touch screen. Every phone field of the portal is this one.
 */
export function PhoneField<T extends FieldValues, N extends StringPath<T>, TOut = T>(
  props: Omit<TextFieldProps<T, N, TOut>, 'type' | 'transform'>,
) {
  return <TextField type="tel" inputMode="tel" autoComplete="off" {...props} transform={phoneInputText} />;
}

/**
 * A password input. It says which password it takes (`current-password` or `new-password`), so
 * password managers fill in the stored one or offer to save the new one.
 */
export function PasswordField<T extends FieldValues, N extends StringPath<T>, TOut = T>(
  props: Omit<TextFieldProps<T, N, TOut>, 'type' | 'autoComplete'> & {
    autoComplete: 'current-password' | 'new-password';
  },
) {
  return <TextField {...props} type="password" />;
}

/** A multi-line text bound to a string value. */
export function TextAreaField<T extends FieldValues, N extends StringPath<T>, TOut = T>(
  props: FormFieldBaseProps<T, N, TOut> & ElementProps<TextareaHTMLAttributes<HTMLTextAreaElement>>,
) {
  const [field, textarea] = splitFieldProps(props);
  return (
    <FormField {...field}>
      {({ value, ...bound }) => (
        <textarea {...bound} {...textarea} className="input textarea" value={(value as string | undefined) ?? ''} />
      )}
    </FormField>
  );
}

export interface SelectFieldProps<T extends FieldValues, N extends StringPath<T>, TOut = T>
  extends
    FormFieldBaseProps<T, N, TOut>,
    Omit<SelectProps<string>, 'name' | 'value' | 'onValueChange' | 'id' | 'ref'> {}

/** The native dropdown bound to a string value; options as in `Select`. */
export function SelectField<T extends FieldValues, N extends StringPath<T>, TOut = T>(
  props: SelectFieldProps<T, N, TOut>,
) {
  const [field, select] = splitFieldProps(props);
  return (
    <FormField {...field}>
      {({ value, onChange, ...bound }) => (
        <Select {...bound} {...select} value={(value as string | undefined) ?? ''} onValueChange={onChange} />
      )}
    </FormField>
  );
}
