import { z } from 'zod';
import { userSchema } from '../users/user.schema';
import { addPasswordIssue, MAX_PASSWORD_LENGTH, newPassword } from './password-policy';

export const loginBody = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Email is required').max(200),
  password: z.string().min(1, 'Password is required').max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginResponse = z.object({ token: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponse>;

const CURRENT_REQUIRED = 'Current password is required';

/** The signed-in user replaces their password; the policy's email rule is checked by the API. */
export const changePasswordBody = z
  .object({
    currentPassword: z.string({ error: CURRENT_REQUIRED }).min(1, CURRENT_REQUIRED).max(MAX_PASSWORD_LENGTH),
    newPassword,
  })
  .superRefine((body, ctx) => addPasswordIssue(ctx, body.newPassword, undefined, 'newPassword'));
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;
