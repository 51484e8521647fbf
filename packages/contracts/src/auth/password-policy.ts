import { z } from 'zod';
import { COMMON_PASSWORDS } from './common-passwords';
import type { ErrorCode } from '../common/error-codes';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  tooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  isEmail: 'Password must not be your email address or the part before the @',
  tooCommon: 'This password is too common. Please choose one that is harder to guess',
} as const;

/** The answer code while a user still has a password someone else chose (see `mustChangePassword`). */
export const PASSWORD_CHANGE_REQUIRED = 'PASSWORD_CHANGE_REQUIRED' satisfies ErrorCode;

const common = new Set(COMMON_PASSWORDS);

/**
 * What is wrong with a new password, or null when it may be used. One rule for the API (create,
 * edit, change password) and the web forms, so both say the same thing. `email` is the account's,
 * when known.
 */
export function passwordProblem(password: string, email?: string | null): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooLong;
  const lowered = password.trim().toLowerCase();
  const address = email?.trim().toLowerCase();
  if (address && (lowered === address || lowered === address.split('@')[0])) return PASSWORD_MESSAGES.isEmail;
  if (common.has(lowered)) return PASSWORD_MESSAGES.tooCommon;
  return null;
}

/** The shape of a new password; `addPasswordIssue` adds the rest of the policy on the whole body. */
export const newPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooShort)
  .max(MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooLong);

/**
 * For a body's `.superRefine` (beside a `newPassword` field): reports the email and common-password
 * rules on the password's field; the field reports the length itself. An absent or empty password
 * means "no new password" and passes.
 */
export function addPasswordIssue(
  ctx: z.RefinementCtx,
  password: string | undefined,
  email?: string,
  field = 'password',
) {
  if (!password || !newPassword.safeParse(password).success) return;
  const problem = passwordProblem(password, email);
  if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem });
}
