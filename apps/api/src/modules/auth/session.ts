import { LRUCache } from 'lru-cache';
import { Types } from 'mongoose';
import { findOneDirect, projectionOf } from '../../db/direct-read';
import { AppError } from '../../errors/app-error';
import { authUserOf, type AuthUser } from '../../core/auth-user';
import { UserModel } from '../users';
import { verifyToken, type TokenSubject } from './token';

export const SESSION_ENDED = 'Your session has expired. Please sign in again.';
/** What a request needs of its caller: who they are, their teams, whether the session still holds. */
const SESSION_USER_FIELDS = projectionOf('name email role teamId teamIds tokenVersion mustChangePassword');

/**
 * Each session's caller as the database last confirmed them (never anything secret): a read may
 * begin as them while this request's own check runs beside it (`presumedCaller`). Bounded, so many
 * sessions cannot grow it; a session it has forgotten is simply checked first again.
 */
const lastConfirmed = new LRUCache<string, AuthUser>({ max: 10_000 });
const sessionKey = (subject: TokenSubject) => `${subject.userId}:${subject.tokenVersion}`;

/** Who a bearer token speaks for, from the token alone: a 401 when it is missing, forged or expired. */
export function subjectOf(token: string | undefined, jwtSecret: string): TokenSubject {
  if (!token) throw new AppError('UNAUTHORIZED', 'Please sign in');
  const subject = verifyToken(token, jwtSecret);
  if (!subject || !Types.ObjectId.isValid(subject.userId)) throw new AppError('SESSION_ENDED', SESSION_ENDED);
  return subject;
}

/**
 * The caller as the database has them now. Deactivated and deleted accounts, and tokens signed before
 * the last password change, deactivation or role change (tokenVersion), are refused like bad tokens.
 */
export async function confirmedCaller(subject: TokenSubject): Promise<AuthUser> {
  const user = await findOneDirect(
    UserModel,
    { _id: new Types.ObjectId(subject.userId), deletedAt: null, active: true },
    SESSION_USER_FIELDS,
  );
  if (!user || (user.tokenVersion ?? 0) !== subject.tokenVersion) {
    lastConfirmed.delete(sessionKey(subject));
    throw new AppError('SESSION_ENDED', SESSION_ENDED);
  }
  // Frozen: the same caller may serve several requests at once (presumedCaller), none may change it.
  const caller = authUserOf(user);
  Object.freeze(caller.teamIds);
  lastConfirmed.set(sessionKey(subject), Object.freeze(caller));
  return caller;
}

/**
 * The session's caller as last confirmed here, or null when this process has not confirmed it yet.
 * Only a guess to begin a read with: the answer waits for `confirmedCaller`, and is thrown away (a
 * 401, or the read done again as the confirmed caller) when the two differ.
 */
export const presumedCaller = (subject: TokenSubject): AuthUser | null =>
  lastConfirmed.get(sessionKey(subject)) ?? null;
