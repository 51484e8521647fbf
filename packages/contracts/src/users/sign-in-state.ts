/**
 * Whether a person can sign in, in one word, wherever they are listed or picked (Users, Teams, My
 * Team, the assign lists): `ready` with a password; `invited` with a live sign-in link they have
 * not used; `linkExpired`; `needsLink` (no password and no link). Only `ready` can sign in today.
 */
export const SIGN_IN_STATES = ['ready', 'invited', 'linkExpired', 'needsLink'] as const;
export type SignInState = (typeof SIGN_IN_STATES)[number];

export function signInStateOf(
  user: { awaitingPassword?: boolean | null; invitationExpiresAt?: string | Date | null },
  now: number = Date.now(),
): SignInState {
  if (!user.awaitingPassword) return 'ready';
  if (!user.invitationExpiresAt) return 'needsLink';
  return new Date(user.invitationExpiresAt).getTime() > now ? 'invited' : 'linkExpired';
}
