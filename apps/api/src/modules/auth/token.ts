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

export function signToken({ userId, tokenVersion }: TokenSubject, secret: string, expiresIn: string): string {
  return jwt.sign({ ver: tokenVersion }, secret, {
    algorithm: 'HS256',
    subject: userId,
    expiresIn: expiresIn as SignOptions['expiresIn'],
  });
}

/** The subject of a valid token, or null for a missing, forged or expired one (or one without a version). */
export function verifyToken(token: string, secret: string): TokenSubject | null {
  try {
    const claims = jwt.verify(token, secret, { algorithms: ['HS256'] }) as TokenClaims;
    if (typeof claims.sub !== 'string' || typeof claims.ver !== 'number') return null;
    return { userId: claims.sub, tokenVersion: claims.ver };
  } catch {
    return null;
  }
}
