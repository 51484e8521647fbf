import { zodResolver } from '@hookform/resolvers/zod';
import { get, type FieldPath, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { validationIssues, type ErrorCode } from '@crm/contracts';
import { ApiError, errorMessage } from './api-error';

/**
 * A resolver that checks what the form would send: its values mapped to the request body
 * (`toBody`: which fields travel for this role, '' for "none"), parsed by the contract's body
 * schema. Issues land on the fields of the same name; on success the submit handler receives the
 * parsed body (trimmed, normalised), ready for the mutation. With a form whose values are the body
 * already, use `zodResolver(schema)` itself.
 */
export function bodyResolver<TValues extends FieldValues, TSchema extends z.ZodType<unknown, FieldValues>>(
  schema: TSchema,
  toBody: (values: TValues) => z.input<TSchema>,
): Resolver<TValues, unknown, z.output<TSchema>> {
  const resolve = zodResolver(schema) as unknown as Resolver<FieldValues, unknown, z.output<TSchema>>;
  return (values, context, options) =>
    resolve(toBody(values), context, options as Parameters<typeof resolve>[2]) as ReturnType<
      Resolver<TValues, unknown, z.output<TSchema>>
    >;
}

interface ServerErrorOptions<T extends FieldValues> {
  /** The spec's text when the server sends no message ("Add failed"). */
  fallback: string;
  /** Refusals that are about one field: `{ USER_EMAIL_TAKEN: 'email' }`. */
  fields?: Partial<Record<ErrorCode, FieldPath<T>>>;
}

/**
 * Shows a failed call on its form: the issues of a VALIDATION answer at the fields they name (when
 * the form has them), a refusal listed in `fields` at its field, anything else as the form's alert
 * (`errors.root`) with the server's message, else the fallback. Focus goes to the first field named.
 */
export function setServerError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'getValues'>,
  error: unknown,
  { fallback, fields = {} }: ServerErrorOptions<T>,
) {
  const values = form.getValues();
  const onFields: { name: FieldPath<T>; message: string }[] = [];
  if (error instanceof ApiError) {
    const field = error.code ? fields[error.code] : undefined;
    if (field) onFields.push({ name: field, message: errorMessage(error, fallback) });
    const issues = error.code === 'VALIDATION' ? validationIssues.safeParse(error.details) : null;
    for (const issue of issues?.success ? issues.data : []) {
      const name = issue.path.join('.') as FieldPath<T>;
      if (name && get(values, name) !== undefined && !onFields.some((f) => f.name === name)) {
        onFields.push({ name, message: issue.message });
      }
    }
  }
  if (onFields.length === 0) {
    form.setError('root', { type: 'server', message: errorMessage(error, fallback) });
    return;
  }
  onFields.forEach(({ name, message }, index) =>
    form.setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
}
