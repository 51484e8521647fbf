import { z } from 'zod';
import { isoDate, objectId } from '../common/primitives';
import { newPassword } from '../auth/password-policy';
import { userSchema } from './user.schema';

/** How long a sign-in link (invitation or access reset) stays usable. */
export const INVITATION_DAYS = 7;

/** Who an invitation is for, shown on the choose-password screen before the password is set. */
export const invitationPreview = z.object({ name: z.string(), email: z.string(), expiresAt: isoDate });
export type InvitationPreview = z.infer<typeof invitationPreview>;

/**
 * A one-time sign-in link for a user who has no password yet. The token is answered once, to the
 * admin who made it (the server keeps only its hash); the web turns it into
 * `/choose-password#invitation=<token>` (a fragment: never sent to the server or kept in its logs).
 */
export const invitationSchema = invitationPreview.extend({ userId: objectId, token: z.string() });
export type Invitation = z.infer<typeof invitationSchema>;

/** A user as the users screen shows them: also how they can sign in. */
export const managedUserSchema = userSchema.extend({
  /** No password opens the account: only a sign-in link (invitation or access reset) does. */
  awaitingPassword: z.boolean(),
  /** When the account's unused sign-in link stops working; null when there is none. */
  invitationExpiresAt: isoDate.nullable(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

/** Add User's answer: the user, and their sign-in link when no password was given. */
export const createdUserResponse = managedUserSchema.extend({ invitation: invitationSchema.nullable() });
export type CreatedUserResponse = z.infer<typeof createdUserResponse>;

const token = z.string().trim().min(1, 'The invitation link is incomplete').max(200);

export const invitationTokenBody = z.object({ token });

/** The policy's email rule is checked by the API (the email is the invitation's). */
export const acceptInvitationBody = z.object({ token, newPassword });
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBody>;
