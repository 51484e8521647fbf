import { get, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { ValidationIssue } from '@crm/contracts';
import type { ErrorCode } from '@crm/contracts/zod-free';
import { ApiError, errorMessage } from './api-error';

/**
 * The `details` of a VALIDATION answer (contracts' `validationIssues`), checked without zod so the
 * sign-in form does not load the schemas.
 */
const isIssueList = (details: unknown): details is ValidationIssue[] =>
  Array.isArray(details) &&
  details.every(
    (issue: Partial<ValidationIssue> | null) =>
      typeof issue?.message === 'string' &&
      Array.isArray(issue.path) &&
      issue.path.every((part) => typeof part === 'string' || typeof part === 'number'),
  );

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
    const issues = error.code === 'VALIDATION' && isIssueList(error.details) ? error.details : [];
    for (const issue of issues) {
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
