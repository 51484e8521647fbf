import type { Connection } from 'mongoose';
import { RateLimiterMongo, type RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../../errors/app-error';
import { LOGIN_FAILURES_COLLECTION } from './login-failure.model';

/** Failed sign-ins allowed per window: per account (from any address) and per address (over all accounts). */
export const LOGIN_LIMITS = { perAccount: 10, perAddress: 50, windowSeconds: 15 * 60 };
export type LoginLimits = typeof LOGIN_LIMITS;

/** A 429 whose Retry-After the route sends along (auth.routes.ts). */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      'RATE_LIMITED',
      `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    );
  }
}

/**
 * Counts failed sign-ins in MongoDB, so every API instance sees the same counts. Two separate counters:
 * per account, so spreading guesses over many addresses does not help, and per address, so trying one
 * password on many accounts does not either.
 */
export class LoginLimiter {
  private readonly byAccount: RateLimiterMongo;
  private readonly byAddress: RateLimiterMongo;

  constructor(
    connection: Connection,
    private readonly limits: LoginLimits = LOGIN_LIMITS,
  ) {
    const counter = (keyPrefix: string, points: number) =>
      new RateLimiterMongo({
        storeClient: connection,
        tableName: LOGIN_FAILURES_COLLECTION,
        keyPrefix,
        points,
        duration: limits.windowSeconds,
        // connectDb builds the indexes (login-failure.model.ts): building them here too would race it.
        disableIndexesCreation: true,
      });
    this.byAccount = counter('account', limits.perAccount);
    this.byAddress = counter('address', limits.perAddress);
  }

  /** Throws RateLimitedError while the account or the address has used up its failures. */
  async assertMayTry(email: string, address: string) {
    const [account, from] = await Promise.all([this.byAccount.get(email), this.byAddress.get(address)]);
    const exhausted = (res: RateLimiterRes | null, max: number) => (res && res.consumedPoints >= max ? res : null);
    const waits = [exhausted(account, this.limits.perAccount), exhausted(from, this.limits.perAddress)]
      .filter((res): res is RateLimiterRes => res !== null)
      .map((res) => res.msBeforeNext);
    if (waits.length) throw new RateLimitedError(Math.ceil(Math.max(...waits) / 1000));
  }

  /** penalty() counts without refusing; assertMayTry refuses the next attempt. */
  async recordFailure(email: string, address: string) {
    await Promise.all([this.byAccount.penalty(email), this.byAddress.penalty(address)]);
  }

  /** A success clears the account's count (not the address's: one known password must not reset it). */
  async recordSuccess(email: string) {
    await this.byAccount.delete(email);
  }
}
