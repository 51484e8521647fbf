import { ApiError } from '../../../../lib/api-error';
import { i18n } from '../../../../lib/i18n';
import { retryAfterSeconds, tryAgainMessage } from '../try-again';

const t: Parameters<typeof tryAgainMessage>[1] = (key, options) => i18n.t(key, options);
const hhmm = (at: Date) => `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;

describe('when to try again', () => {
  it('reads the wait of a RATE_LIMITED answer only', () => {
    const limited = (details: unknown) => new ApiError(429, { message: 'Too many', code: 'RATE_LIMITED', details });
    expect(retryAfterSeconds(limited({ retryAfterSeconds: 42 }))).toBe(42);
    expect(retryAfterSeconds(limited({ retryAfterSeconds: 0 }))).toBeNull();
    expect(retryAfterSeconds(limited({ retryAfterSeconds: '42' }))).toBeNull();
    expect(retryAfterSeconds(limited(undefined))).toBeNull();
    expect(retryAfterSeconds(new ApiError(401, { message: 'x', code: 'BAD_CREDENTIALS' }))).toBeNull();
    expect(retryAfterSeconds(new Error('offline'))).toBeNull();
  });

  it('says a short wait in seconds and a long one as the time, rounded up to the minute', () => {
    const now = new Date(2026, 4, 10, 18, 36, 20);
    expect(tryAgainMessage(1, t, hhmm, now)).toBe('Too many attempts. Try again in 1 second.');
    expect(tryAgainMessage(59, t, hhmm, now)).toBe('Too many attempts. Try again in 59 seconds.');
    expect(tryAgainMessage(60, t, hhmm, now)).toBe('Too many attempts. Try again at 18:38.');
    expect(tryAgainMessage(340, t, hhmm, now)).toBe('Too many attempts. Try again at 18:42.');
    expect(tryAgainMessage(900, t, hhmm, new Date(2026, 4, 10, 18, 27, 0))).toBe(
      'Too many attempts. Try again at 18:42.',
    );
  });
});
