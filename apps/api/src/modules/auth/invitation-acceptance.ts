import bcrypt from 'bcryptjs';
import { type AcceptInvitationBody, type InvitationPreview, type LoginResponse } from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import { assertPasswordAllowed, hashInvitationToken, USER_TEAM_POPULATE, UserModel } from '../users';
import { sessionFor, type AuthSettings } from './auth.service';

// A sign-in link used: the invited person (no session yet) sees whose link it is, chooses their
// password and is signed in. The link is made by the users module (Add User, New link).

const INVALID =
  'This sign-in link is not valid: it was used already or replaced by a newer one. Ask your administrator for a new link.';
const EXPIRED = 'This sign-in link has expired. Ask your administrator for a new one.';

/** The live, active account a token opens, or the reason it opens none. */
async function accountOfToken(token: string, now: Date) {
  const user = await UserModel.findOne({ 'invitation.tokenHash': hashInvitationToken(token), deletedAt: null });
  if (!user?.invitation || !user.active) throw new AppError('INVITATION_INVALID', INVALID);
  if (user.invitation.expiresAt <= now) throw new AppError('INVITATION_EXPIRED', EXPIRED);
  return user;
}

export async function previewInvitation(token: string, now = new Date()): Promise<InvitationPreview> {
  const user = await accountOfToken(token, now);
  return {
    name: user.name,
    email: user.email,
    expiresAt: (user.invitation as { expiresAt: Date }).expiresAt.toISOString(),
  };
}

/**
 * The invited person chooses their password and is signed in. The write is conditional on the link
 * being unchanged, so two uses at once (or a reset in between) cannot both succeed.
 */
export async function acceptInvitation(
  body: AcceptInvitationBody,
  settings: AuthSettings,
  now = new Date(),
): Promise<LoginResponse> {
  const user = await accountOfToken(body.token, now);
  assertPasswordAllowed(body.newPassword, { name: user.name, email: user.email }, settings);
  const passwordHash = await bcrypt.hash(body.newPassword, settings.bcryptRounds);
  const updated = await UserModel.findOneAndUpdate(
    { _id: user._id, 'invitation.tokenHash': hashInvitationToken(body.token), active: true, deletedAt: null },
    {
      $set: { passwordHash, awaitingPassword: false, mustChangePassword: false, invitation: null },
      $inc: { tokenVersion: 1 },
    },
    { new: true },
  ).populate(USER_TEAM_POPULATE);
  if (!updated) throw new AppError('INVITATION_INVALID', INVALID);
  return sessionFor(updated, settings);
}
