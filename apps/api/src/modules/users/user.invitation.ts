import bcrypt from 'bcryptjs';
import {
  canResetAccess,
  passwordProblem,
  type AcceptInvitationBody,
  type Invitation,
  type InvitationPreview,
  type LoginResponse,
} from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../http/auth-user';
import { sessionFor, type AuthSettings } from '../auth';
import { assertMayManageRole } from './user.rules';
import { USER_TEAM_POPULATE, UserModel } from './user.model';
import { hashInvitationToken, invitedAccess, unusablePasswordHash } from './invitation-token';

const INVALID =
  'This sign-in link is not valid: it was used already or replaced by a newer one. Ask your administrator for a new link.';
const EXPIRED = 'This sign-in link has expired. Ask your administrator for a new one.';

export const invitationOf = (
  user: { _id: unknown; name: string; email: string },
  token: string,
  expiresAt: Date,
): Invitation => ({
  userId: String(user._id),
  name: user.name,
  email: user.email,
  token,
  expiresAt: expiresAt.toISOString(),
});

/**
 * Access reset: a new link for someone else. Their password, any earlier link and every session stop
 * working at once; until the link is used nothing signs into the account.
 */
export async function resetAccess(caller: AuthUser, id: string, bcryptRounds: number): Promise<Invitation> {
  const user = await UserModel.findOne({ _id: id, deletedAt: null });
  if (!user) throw new AppError('USER_NOT_FOUND', 'User not found');
  assertMayManageRole(caller, user.role);
  if (!canResetAccess(caller, { _id: String(user._id), role: user.role }))
    throw new AppError(
      'USER_SELF_CHANGE_FORBIDDEN',
      'Change your own password instead: a sign-in link is for someone else',
    );
  if (!user.active)
    throw new AppError('USER_INACTIVE', 'This account is deactivated: activate it before sending a sign-in link');
  const { token, fields } = invitedAccess(await unusablePasswordHash(bcryptRounds));
  await UserModel.updateOne({ _id: user._id }, { $set: fields, $inc: { tokenVersion: 1 } });
  return invitationOf(user, token, fields.invitation.expiresAt);
}

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
  const problem = passwordProblem(body.newPassword, user.email);
  if (problem) throw new AppError('PASSWORD_REJECTED', problem);
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
