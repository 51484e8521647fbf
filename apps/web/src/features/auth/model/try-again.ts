import type { RateLimitedDetails } from '@crm/contracts';
import { hasErrorCode } from '../../../lib/api-error';

/**
 * The wait a RATE_LIMITED answer asks for, in whole seconds, from its `details` (contracts'
 * `rateLimitedDetails`, checked without zod: the sign-in page loads no schemas); null for any
 * other failure or an answer without it.
 */
export function retryAfterSeconds(error: unknown): number | null {
  if (!hasErrorCode(error, 'RATE_LIMITED')) return null;
  const seconds = (error.details as Partial<RateLimitedDetails> | null | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/** Waits shorter than this are said in seconds ("in 30 seconds"), longer ones as a time ("at 18:42"). */
const SAY_AS_TIME_FROM_SECONDS = 60;

type Translate = (key: 'auth.tooManyAttemptsIn' | 'auth.tooManyAttemptsAt', options: Record<string, unknown>) => string;

/**
 * When to try again, in words: "Too many attempts. Try again in 30 seconds." for a short wait, else
 * "Too many attempts. Try again at 18:42." on the reader's clock, the minute rounded up so the time
 * said is never too early.
 */
export function tryAgainMessage(
  seconds: number,
  t: Translate,
  formatTime: (at: Date) => string,
  now: Date = new Date(),
): string {
  if (seconds < SAY_AS_TIME_FROM_SECONDS) return t('auth.tooManyAttemptsIn', { count: seconds });
  const minute = 60_000;
  const at = new Date(Math.ceil((now.getTime() + seconds * 1000) / minute) * minute);
  return t('auth.tooManyAttemptsAt', { time: formatTime(at) });
}
