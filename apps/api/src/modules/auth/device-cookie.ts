import crypto from 'node:crypto';
import type { Request } from 'express';
import { parse } from 'cookie';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a signed, HttpOnly
 * cookie given to a browser at each successful sign-in, naming the account. A sign-in to that account
 * from a browser holding a valid one is judged only by that browser's own failures, so nobody can
 * lock the owner out by failing at their account from elsewhere, or by spraying from their office's
 * address; the brakes on an account and on an address still apply to browsers never signed in from.
 */
const COOKIE_PREFIX = 'crm_device_';
const COOKIE_PATH = '/api/auth';
export const DEVICE_COOKIE_DAYS = 180;

const digest = (text: string) => crypto.createHash('sha256').update(text).digest('base64url');
/** One cookie per account a browser signs in to, named by a digest of the email (not the email). */
const cookieName = (email: string) => COOKIE_PREFIX + digest(email.trim().toLowerCase()).slice(0, 22);

const signatureOf = (key: string, email: string, nonce: string) =>
  crypto.createHmac('sha256', key).update(`device|${email.trim().toLowerCase()}|${nonce}`).digest('base64url');

/** The key device cookies are signed with, derived from the session secret (never the secret itself). */
export const deviceCookieKey = (jwtSecret: string) => digest(`device-cookie|${jwtSecret}`);

/** The device (its nonce) a request's valid cookie names for `email`, else null. */
export function deviceOf(req: Request, email: string, key: string): string | null {
  const value = parse(req.headers.cookie ?? '')[cookieName(email)];
  const [nonce, signature] = (value ?? '').split('.');
  if (!nonce || !signature) return null;
  const expected = Buffer.from(signatureOf(key, email, nonce));
  const given = Buffer.from(signature);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? nonce : null;
}

/** Gives the browser its device cookie for `email` (a new one at each successful sign-in). */
export function rememberDevice(req: Request, email: string, key: string) {
  const nonce = crypto.randomBytes(16).toString('base64url');
  req.res?.cookie(cookieName(email), `${nonce}.${signatureOf(key, email, nonce)}`, {
    httpOnly: true,
    sameSite: 'strict',
    secure: req.secure,
    path: COOKIE_PATH,
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60 * 1000,
  });
}
