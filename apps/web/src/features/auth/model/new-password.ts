import { z } from 'zod';
import { addPasswordIssue, changePasswordBody, newPassword, passwordProblem } from '@crm/contracts';
import type { PasswordOwner } from '@crm/contracts/password-strength';
import { withPasswordStrength } from '../../../lib/password-strength';

export const NEW_PASSWORD_TEXT = {
  hint: 'At least 8 characters, hard to guess: not your name or email, not a common password.',
  sameAsCurrent: 'Please choose a password different from the current one',
  mismatch: 'The passwords do not match',
} as const;

const withStrengthOfNew = <T extends z.ZodType<{ newPassword: string }>>(schema: T, owner: PasswordOwner) =>
  withPasswordStrength(schema, ({ newPassword: password }) => ({ password, owner }), 'newPassword');

/**
 * The change-password body and what only this form knows: the account's name and email (the
 * policy's own words, which the API checks again), the confirmation, and that the new password
 * differs. The strength estimate answers as the person types.
 */
export const choosePasswordSchema = ({ email, name }: PasswordOwner & { email: string }) =>
  withStrengthOfNew(
    changePasswordBody
      .safeExtend({ confirmPassword: z.string() })
      .superRefine(({ currentPassword, newPassword, confirmPassword }, ctx) => {
        addPasswordIssue(ctx, newPassword, email, 'newPassword');
        if (newPassword === currentPassword && !passwordProblem(newPassword, email)) {
          ctx.addIssue({ code: 'custom', path: ['newPassword'], message: NEW_PASSWORD_TEXT.sameAsCurrent });
        }
        if (confirmPassword !== newPassword) {
          ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: NEW_PASSWORD_TEXT.mismatch });
        }
      }),
    { email, name },
  );

export type ChoosePasswordValues = z.input<ReturnType<typeof choosePasswordSchema>>;

export const emptyNewPassword = (): ChoosePasswordValues => ({
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
});

/** A sign-in link's form: the new password (the policy, with the invited email) and its confirmation. */
export const invitationPasswordSchema = ({ email, name }: PasswordOwner & { email: string }) =>
  withStrengthOfNew(
    z
      .object({ newPassword, confirmPassword: z.string() })
      .superRefine(({ newPassword: password, confirmPassword }, ctx) => {
        addPasswordIssue(ctx, password, email, 'newPassword');
        if (confirmPassword !== password) {
          ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: NEW_PASSWORD_TEXT.mismatch });
        }
      }),
    { email, name },
  );
