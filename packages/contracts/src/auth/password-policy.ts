import { z } from 'zod';
import type { ErrorCode } from '../common/error-codes';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;
/** bcrypt reads only this many bytes: a longer password would sign in by its beginning alone. */
export const MAX_PASSWORD_BYTES = 72;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  tooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  tooManyBytes: `Password must be at most ${MAX_PASSWORD_BYTES} bytes (${MAX_PASSWORD_BYTES} Latin letters or digits, about ${MAX_PASSWORD_BYTES / 2} Arabic letters)`,
  oneCharacter: 'Password must not be one character repeated (or only spaces)',
  published: "This password is published in the portal's guide (a demo login): choose your own",
  isEmail: 'Password must not be your email address or the part before the @',
} as const;

/** The answer code while a user still has a password someone else chose (see `mustChangePassword`). */
export const PASSWORD_CHANGE_REQUIRED = 'PASSWORD_CHANGE_REQUIRED' satisfies ErrorCode;

/**
 * The README's demo logins and the shared password of earlier versions: anyone can read them, so no
 * account may choose one (the demo agency is seeded with them in development only).
 */
export const PUBLISHED_DEMO_PASSWORDS = ['ceo12345', 'admin123', 'manager123', 'super123', 'agent123', 'Welcome123'];
const published = new Set(PUBLISHED_DEMO_PASSWORDS.map((p) => p.toLowerCase()));

/** Bytes of a text in UTF-8, as bcrypt receives it (a lone surrogate becomes U+FFFD, three bytes). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/**
 * The quick rules of the password policy: what is wrong with a new password, or null. The schemas
 * check these on every keystroke; the API and the forms then ask the strength estimator too
 * (`choosePasswordProblem` in `password-strength.ts`). `email` is the account's, when known.
 */
export function passwordProblem(password: string, email?: string | null): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (utf8Length(password) > MAX_PASSWORD_BYTES) return PASSWORD_MESSAGES.tooManyBytes;
  if (new Set(password.trim() || ' ').size === 1) return PASSWORD_MESSAGES.oneCharacter;
  const lowered = password.trim().toLowerCase();
  const address = email?.trim().toLowerCase();
  if (address && (lowered === address || lowered === address.split('@')[0])) return PASSWORD_MESSAGES.isEmail;
  if (published.has(lowered)) return PASSWORD_MESSAGES.published;
  return null;
}

/** The shape of a new password; `addPasswordIssue` adds the rest of the policy on the whole body. */
export const newPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooShort)
  .max(MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooLong);

/**
 * For a body's `.superRefine` (beside a `newPassword` field): reports the quick rules (email, demo
 * logins, repeats, bytes) on the password's field; the field reports the length itself. An absent or empty password
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
