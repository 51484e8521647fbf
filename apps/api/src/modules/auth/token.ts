import jwt, { type SignOptions } from 'jsonwebtoken';

interface TokenClaims {
  sub: string;
}

export function signToken(userId: string, secret: string, expiresIn: string): string {
  return jwt.sign({}, secret, {
    algorithm: 'HS256',
    subject: userId,
    expiresIn: expiresIn as SignOptions['expiresIn'],
  });
}

/** The user id of a valid token, or null for a missing, forged or expired one. */
export function verifyToken(token: string, secret: string): string | null {
  try {
    const claims = jwt.verify(token, secret, { algorithms: ['HS256'] }) as TokenClaims;
    return typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}
