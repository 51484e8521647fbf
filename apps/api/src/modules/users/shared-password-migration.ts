import bcrypt from 'bcryptjs';
import type { Logger } from '../../lib/logger';
import { UserModel } from './user.model';
import { unusablePasswordHash } from './invitation-token';

/** The shared password earlier versions gave every user added without one (DEFAULT_USER_PASSWORD). */
const OLD_SHARED_PASSWORD = 'Welcome123';

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
    if (await bcrypt.compare(OLD_SHARED_PASSWORD, user.passwordHash)) onShared.push(user._id);
  if (onShared.length === 0) return 0;
  await UserModel.updateMany(
    { _id: { $in: onShared } },
    {
      $set: {
        passwordHash: await unusablePasswordHash(bcryptRounds),
        awaitingPassword: true,
        mustChangePassword: false,
      },
      $inc: { tokenVersion: 1 },
    },
  );
  logger.warn(
    { accounts: onShared.length },
    'accounts still on the old shared default password were closed: send each a sign-in link from Users',
  );
  return onShared.length;
}
