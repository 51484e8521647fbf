import { passwordProblem } from '@crm/contracts';

export interface NewPasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, string>>;

export const NEW_PASSWORD_TEXT = {
  hint: 'At least 8 characters. Not your email, not a common password.',
  currentRequired: 'Current password is required',
  sameAsCurrent: 'Please choose a password different from the current one',
  mismatch: 'The passwords do not match',
} as const;

export const emptyNewPassword = (): NewPasswordValues => ({
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
});

/** What stops the form from being sent, per field; the server checks the same again. */
export function newPasswordErrors(values: NewPasswordValues, email: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (!values.currentPassword) errors.currentPassword = NEW_PASSWORD_TEXT.currentRequired;
  const problem = passwordProblem(values.newPassword, email);
  if (problem) errors.newPassword = problem;
  else if (values.newPassword === values.currentPassword) errors.newPassword = NEW_PASSWORD_TEXT.sameAsCurrent;
  if (values.confirmPassword !== values.newPassword) errors.confirmPassword = NEW_PASSWORD_TEXT.mismatch;
  return errors;
}
