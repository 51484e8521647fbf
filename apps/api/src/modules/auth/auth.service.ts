import bcrypt from 'bcryptjs';
import { type ChangePasswordBody, type LoginBody, type LoginResponse, type User } from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../core/auth-user';
import { assertPasswordAllowed, USER_TEAM_POPULATE, UserModel, type PasswordWords, type UserDoc } from '../users';
import type { LoginLimiter } from './login-limiter';
import { SESSION_ENDED } from './session';
import { signToken } from './token';

const BAD_CREDENTIALS = 'Invalid email or password';

export interface AuthSettings extends PasswordWords {
  jwtSecret: string;
  jwtExpiresIn: string;
  bcryptRounds: number;
}

/** Where a sign-in comes from, for the failure counters. */
export interface SignInAttempt {
  limiter: LoginLimiter;
  /** The caller's address as Express sees it (X-Forwarded-For only when TRUST_PROXY says so). */
  address: string;
  /** The browser's device cookie for the account signing in, when it holds a valid one (device-cookie.ts). */
  deviceFor: (email: string) => string | null;
  /** After a success: gives the browser its device cookie for the account. */
  remember: (email: string) => void;
}

// Compared against when the email is unknown, at the real cost, so both failures take the same time.
const dummyHashes = new Map<number, string>();
const dummyHash = (rounds: number) => {
  if (!dummyHashes.has(rounds)) dummyHashes.set(rounds, bcrypt.hashSync('not-a-real-password', rounds));
  return dummyHashes.get(rounds) as string;
};

export const toUserDto = (doc: UserDoc) => doc.toJSON() as unknown as User;

export const sessionFor = (user: UserDoc, settings: AuthSettings): LoginResponse => ({
  token: signToken(
    { userId: String(user._id), tokenVersion: user.tokenVersion ?? 0 },
    settings.jwtSecret,
    settings.jwtExpiresIn,
  ),
  user: toUserDto(user),
});

export async function login(body: LoginBody, settings: AuthSettings, attempt: SignInAttempt): Promise<LoginResponse> {
  const device = attempt.deviceFor(body.email);
  await attempt.limiter.assertMayTry(body.email, attempt.address, device);
  const user = await UserModel.findOne({ email: body.email, deletedAt: null }).populate(USER_TEAM_POPULATE);
  const ok = await bcrypt.compare(body.password, user?.passwordHash ?? dummyHash(settings.bcryptRounds));
  if (!user || !ok) {
    await attempt.limiter.recordFailure(body.email, attempt.address, device);
    throw new AppError('BAD_CREDENTIALS', BAD_CREDENTIALS);
  }
  await attempt.limiter.recordSuccess(body.email, attempt.address, device);
  if (!user.active)
    throw new AppError('ACCOUNT_DEACTIVATED', 'Your account is deactivated. Please contact an administrator.');
  // Only a sign-in that opens a session earns the browser its device cookie.
  attempt.remember(body.email);
  return sessionFor(user, settings);
}

export async function currentUser(caller: AuthUser): Promise<User> {
  const user = await UserModel.findById(caller._id).populate(USER_TEAM_POPULATE);
  if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in');
  return toUserDto(user);
}

/**
 * The caller replaces their password (the one way out of mustChangePassword). Wrong current passwords
 * count as failed sign-ins, so a stolen session cannot guess it. Every other session ends; the answer
 * is a fresh one.
 */
export async function changePassword(
  caller: AuthUser,
  body: ChangePasswordBody,
  settings: AuthSettings,
  attempt: SignInAttempt,
): Promise<LoginResponse> {
  const user = await UserModel.findOne({ _id: caller._id, deletedAt: null }).populate(USER_TEAM_POPULATE);
  if (!user) throw new AppError('SESSION_ENDED', SESSION_ENDED);
  await attempt.limiter.assertMayTry(user.email, attempt.address);
  // A 400, not a 401: the web client answers a 401 by signing out.
  if (!(await bcrypt.compare(body.currentPassword, user.passwordHash))) {
    await attempt.limiter.recordFailure(user.email, attempt.address);
    throw new AppError('CURRENT_PASSWORD_WRONG', 'Your current password is not correct');
  }
  assertPasswordAllowed(body.newPassword, { name: user.name, email: user.email }, settings);
  if (await bcrypt.compare(body.newPassword, user.passwordHash)) {
    throw new AppError('PASSWORD_REJECTED', 'Please choose a password different from the current one');
  }
  user.passwordHash = await bcrypt.hash(body.newPassword, settings.bcryptRounds);
  user.mustChangePassword = false;
  user.tokenVersion = (user.tokenVersion ?? 0) + 1;
  await user.save();
  return sessionFor(user, settings);
}
