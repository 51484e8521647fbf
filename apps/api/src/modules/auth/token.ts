import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt, { type SignOptions } from 'jsonwebtoken';
import { LRUCache } from 'lru-cache';

/** Who a token speaks for, and which of their sessions it belongs to. */
export interface TokenSubject {
  userId: string;
  /** The user's tokenVersion when the token was signed: a later bump ends the session. */
  tokenVersion: number;
}

interface TokenClaims {
  sub?: unknown;
  ver?: unknown;
  exp?: unknown;
}

interface Verified {
  subject: TokenSubject;
  /** The token's own expiry (ms since the epoch): past it, the token is refused again, cached or not. */
  expiresAt: number;
}

/**
 * Tokens whose signature has been checked, per secret: a session sends the same token on every
 * request, and checking it again (HMAC, two JSON parses, the claims) is a good part of a small
 * read's own cost. Only what the token itself proves is kept (who, which session, until when): the
 * database is still asked on every request whether that session holds (auth.service.ts), so a
 * sign-out everywhere, a deactivation or a role change ends it at once on every instance.
 */
const verifiedBySecret = new Map<string, LRUCache<string, Verified>>();
const VERIFIED_TOKENS_KEPT = 10_000;

function verifiedTokens(secret: string) {
  let cache = verifiedBySecret.get(secret);
  if (!cache) {
    cache = new LRUCache({ max: VERIFIED_TOKENS_KEPT });
    verifiedBySecret.set(secret, cache);
  }
  return cache;
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
  const cache = verifiedTokens(secret);
  const known = cache.get(token);
  if (known) {
    if (Date.now() < known.expiresAt) return known.subject;
    cache.delete(token);
    return null;
  }
  try {
    const claims = jwt.verify(token, keyOf(secret), { algorithms: ['HS256'] }) as TokenClaims;
    if (typeof claims.sub !== 'string' || typeof claims.ver !== 'number') return null;
    const subject = { userId: claims.sub, tokenVersion: claims.ver };
    // Our tokens always expire (signToken); one without an expiry is checked every time, never kept.
    if (typeof claims.exp === 'number') cache.set(token, { subject, expiresAt: claims.exp * 1000 });
    return subject;
  } catch {
    return null;
  }
}
