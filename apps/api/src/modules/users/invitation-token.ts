import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';
import { INVITATION_DAYS } from '@crm/contracts';

/**
 * One-time sign-in links. The token is 256 random bits, so a fast hash is enough to keep it
 * (nobody can guess it; a stolen database holds only hashes) and lets it be looked up directly.
 */
export function newInvitation(now = new Date()) {
  const token = crypto.randomBytes(32).toString('base64url');
  return {
    token,
    stored: {
      tokenHash: hashInvitationToken(token),
      expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
    },
  };
}

export const hashInvitationToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * The password hash of an account no password opens: bcrypt of a random secret that is thrown away
 * at once. (A hash is required by the schema and by sign-in's constant-time compare.)
 */
export const unusablePasswordHash = (bcryptRounds: number) =>
  bcrypt.hash(crypto.randomBytes(32).toString('base64url'), bcryptRounds);

/** The fields of an account no password opens (`passwordHash` from `unusablePasswordHash`). */
export const closedAccess = (passwordHash: string) => ({
  passwordHash,
  awaitingPassword: true,
  mustChangePassword: false,
});

/**
 * A closed account with a fresh one-time link: `fields` to store, `token` to hand the admin once
 * (never stored). Several accounts may share one unusable hash: its secret is gone either way.
 */
export function invitedAccess(passwordHash: string, now = new Date()) {
  const { token, stored } = newInvitation(now);
  return { token, fields: { ...closedAccess(passwordHash), invitation: stored } };
}
