import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt, { type SignOptions } from 'jsonwebtoken';

/** Who a token speaks for, and which of their sessions it belongs to. */
export interface TokenSubject {
  userId: string;
  /** The user's tokenVersion when the token was signed: a later bump ends the session. */
  tokenVersion: number;
}

interface TokenClaims {
  sub?: unknown;
  ver?: unknown;
}

const keys = new Map<string, KeyObject>();

/**
 * The secret as a KeyObject, made once per secret. Given a string, jsonwebtoken first tries to read
 * it as a PEM public key (and fails) on every call: about a millisecond of CPU per request.
 */
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

export function signToken({ userId, tokenVersion }: TokenSubject, secret: string, expiresIn: string): string {
  return jwt.sign({ ver: tokenVersion }, keyOf(secret), {
    algorithm: 'HS256',
    subject: userId,
    expiresIn: expiresIn as SignOptions['expiresIn'],
  });
}

/** The subject of a valid token, or null for a missing, forged or expired one (or one without a version). */
export function verifyToken(token: string, secret: string): TokenSubject | null {
  try {
    const claims = jwt.verify(token, keyOf(secret), { algorithms: ['HS256'] }) as TokenClaims;
    if (typeof claims.sub !== 'string' || typeof claims.ver !== 'number') return null;
    return { userId: claims.sub, tokenVersion: claims.ver };
  } catch {
    return null;
  }
}
