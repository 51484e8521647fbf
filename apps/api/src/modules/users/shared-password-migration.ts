import bcrypt from 'bcryptjs';
import type { Logger } from '../../lib/logger';
import { RETIRED_SHARED_PASSWORD } from '../../config/published-logins';
import { UserModel } from './user.model';
import { closedAccess, unusablePasswordHash } from './invitation-token';

/**
 * At start-up: an account still on the old shared password (never changed since it was added)
 * could be opened by anyone who knows the new hire's email. Its password is voided and its
 * sessions ended; the users screen then offers its admin a sign-in link. Only accounts still asked
 * to change their password can be on it, so few are compared.
 */
export async function voidSharedPasswords(bcryptRounds: number, logger: Logger) {
  const candidates = await UserModel.find({
    mustChangePassword: true,
    awaitingPassword: { $ne: true },
    deletedAt: null,
  })
    .select('passwordHash')
    .lean();
  const onShared: unknown[] = [];
  for (const user of candidates)
    if (await bcrypt.compare(RETIRED_SHARED_PASSWORD, user.passwordHash)) onShared.push(user._id);
  if (onShared.length === 0) return 0;
  await UserModel.updateMany(
    { _id: { $in: onShared } },
    {
      $set: closedAccess(await unusablePasswordHash(bcryptRounds)),
      $inc: { tokenVersion: 1 },
    },
  );
  logger.warn(
    { accounts: onShared.length },
    'accounts still on the old shared default password were closed: send each a sign-in link from Users',
  );
  return onShared.length;
}
