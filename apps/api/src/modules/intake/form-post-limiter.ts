import type { Connection } from 'mongoose';
import { RateLimiterMongo, RateLimiterRes } from 'rate-limiter-flexible';
import { INTAKE_LIMITS_COLLECTION } from './intake-limit.model';

/**
 * How many posts a form takes: from one address (a person resending, a script hammering one key),
 * and from everyone (a key leaked into a spam list). Generous for a real landing page's traffic.
 */
export const FORM_POST_LIMITS = {
  perAddress: { points: 20, durationSeconds: 10 * 60 },
  perKey: { points: 600, durationSeconds: 10 * 60 },
};

/** Counts a post; answers the seconds to wait when over a limit (0: go ahead). Shared by every instance. */
export function formPostLimiter(connection: Connection, limits = FORM_POST_LIMITS) {
  const store = (keyPrefix: string, { points, durationSeconds }: { points: number; durationSeconds: number }) =>
    new RateLimiterMongo({
      storeClient: connection,
      tableName: INTAKE_LIMITS_COLLECTION,
      keyPrefix,
      points,
      duration: durationSeconds,
      disableIndexesCreation: true,
    });
  const perAddress = store('form-address', limits.perAddress);
  const perKey = store('form-key', limits.perKey);
  return async (key: string, address: string): Promise<number> => {
    try {
      await perAddress.consume(`${key}:${address}`);
      await perKey.consume(key);
      return 0;
    } catch (err) {
      if (err instanceof RateLimiterRes) return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      throw err;
    }
  };
}
