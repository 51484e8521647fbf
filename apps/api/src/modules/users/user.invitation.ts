import { canResetAccess, type Invitation } from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../core/auth-user';
import { assertMayManageRole } from './user.rules';
import { UserModel } from './user.model';
import { invitedAccess, unusablePasswordHash } from './invitation-token';

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
