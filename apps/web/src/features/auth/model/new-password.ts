import { z } from 'zod';
import { addPasswordIssue, changePasswordBody, newPassword, passwordProblem } from '@crm/contracts';

export const NEW_PASSWORD_TEXT = {
  hint: 'At least 8 characters. Not your email, not a common password.',
  sameAsCurrent: 'Please choose a password different from the current one',
  mismatch: 'The passwords do not match',
} as const;

/**
 * The change-password body and what only this form knows: the account's email (the policy's email
 * rule, which the API checks again), the confirmation, and that the new password differs.
 */
export const choosePasswordSchema = (email: string) =>
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
    });

export type ChoosePasswordValues = z.input<ReturnType<typeof choosePasswordSchema>>;

export const emptyNewPassword = (): ChoosePasswordValues => ({
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
});

/** A sign-in link's form: the new password (the policy, with the invited email) and its confirmation. */
export const invitationPasswordSchema = (email: string) =>
  z
    .object({ newPassword, confirmPassword: z.string() })
    .superRefine(({ newPassword: password, confirmPassword }, ctx) => {
      addPasswordIssue(ctx, password, email, 'newPassword');
      if (confirmPassword !== password) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: NEW_PASSWORD_TEXT.mismatch });
      }
    });
