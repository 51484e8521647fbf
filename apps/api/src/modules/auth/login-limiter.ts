import type { Connection } from 'mongoose';
import { RateLimiterMongo, type RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitedDetails } from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import { LOGIN_FAILURES_COLLECTION } from './login-failure.model';

/**
 * One failure counter: failures within `windowSeconds` (counted from the first one) are free up to
 * `freeFailures`; each one after that makes the next attempt wait, `firstDelaySeconds` doubled per
 * further failure, at most `maxDelaySeconds`. A slow-down that grows, never one hard wall.
 */
export interface Brake {
  freeFailures: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  windowSeconds: number;
}

export interface LoginLimits {
  /**
   * One account from one address: the guessing brake (OWASP: count per account and address). Cleared
   * by a success from that address, and it slows nobody else: the owner elsewhere is not affected.
   */
  accountAtAddress: Brake;
  /** One address over every account: one password tried on many accounts. Not cleared by a success (one known password must not reset it). */
  address: Brake;
  /**
   * One account from every address: only a slow brake on guessing spread over many addresses, with a
   * high threshold and a short cap, and it never applies to an address the account signed in from in
   * the last `knownAddressDays`, so an attacker elsewhere cannot keep the owner out with it.
   */
  account: Brake;
  knownAddressDays: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const LOGIN_LIMITS: LoginLimits = {
  // 5 free, then 1 s, 2 s, 4 s ... 512 s, 15 min: at most ~100 guesses a day at one account from one address.
  accountAtAddress: { freeFailures: 5, firstDelaySeconds: 1, maxDelaySeconds: 15 * MINUTE, windowSeconds: DAY },
  // High: behind a NAT (or a proxy without TRUST_PROXY) a whole office is one address.
  address: { freeFailures: 50, firstDelaySeconds: 1, maxDelaySeconds: 15 * MINUTE, windowSeconds: HOUR },
  account: { freeFailures: 100, firstDelaySeconds: 1, maxDelaySeconds: MINUTE, windowSeconds: DAY },
  knownAddressDays: 30,
};

/** The wait after a brake's `failures`-th failure, in seconds (0: none). */
export function delayAfter(brake: Brake, failures: number): number {
  if (failures <= brake.freeFailures) return 0;
  const doublings = Math.min(failures - brake.freeFailures - 1, 40); // 2^40 s is far past any cap
  return Math.min(brake.firstDelaySeconds * 2 ** doublings, brake.maxDelaySeconds);
}

const waitInWords = (seconds: number) => {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
};

/** A 429 whose Retry-After the route sends along (auth.routes.ts); `details` carries the wait for the UI. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', `Too many failed sign-in attempts. Try again in ${waitInWords(retryAfterSeconds)}.`, {
      retryAfterSeconds,
    } satisfies RateLimitedDetails);
  }
}

type Counter = 'accountAtAddress' | 'address' | 'account';

/** A browser's own counter and wait (its device cookie's nonce holds no "|" or ":"). */
const deviceKey = (device: string) => `device:${device}`;

/**
 * Counts failed sign-ins in MongoDB (rate-limiter-flexible), so every API instance sees the same
 * counts and waits. Per counter: the failures in its window, and a "wait" record (a block) that
 * expires when the next attempt may be checked. An attempt refused while waiting is not checked and
 * not counted, so a person retrying early does not make their own wait longer.
 */
export class LoginLimiter {
  private readonly failures: Record<Counter, RateLimiterMongo>;
  private readonly waits: RateLimiterMongo;
  private readonly known: RateLimiterMongo;

  constructor(
    connection: Connection,
    private readonly limits: LoginLimits = LOGIN_LIMITS,
  ) {
    const store = (keyPrefix: string, duration: number) =>
      new RateLimiterMongo({
        storeClient: connection,
        tableName: LOGIN_FAILURES_COLLECTION,
        keyPrefix,
        points: 1, // unused: penalty() counts without refusing, block() and set() write their own
        duration,
        // connectDb builds the indexes (login-failure.model.ts): building them here too would race it.
        disableIndexesCreation: true,
      });
    this.failures = {
      accountAtAddress: store('pair', limits.accountAtAddress.windowSeconds),
      address: store('address', limits.address.windowSeconds),
      account: store('account', limits.account.windowSeconds),
    };
    this.waits = store('wait', 1);
    this.known = store('known', limits.knownAddressDays * DAY);
  }

  private keys(email: string, address: string): Record<Counter, string> {
    // An address holds no "|", so the last one splits a pair key unambiguously.
    return { accountAtAddress: `${email}|${address}`, address, account: email };
  }

  /**
   * Throws RateLimitedError while this account from this address has to wait (any of its counters);
   * from a browser with a valid device cookie (`device`), only while that browser has to wait.
   */
  async assertMayTry(email: string, address: string, device: string | null = null) {
    if (device) {
      const wait = await this.waits.get(deviceKey(device));
      if (wait && wait.consumedPoints > 1) throw new RateLimitedError(Math.ceil(wait.msBeforeNext / 1000));
      return;
    }
    const keys = this.keys(email, address);
    const waitOf = (c: Counter) => this.waits.get(`${c}:${keys[c]}`);
    const [pair, from, account] = await Promise.all([waitOf('accountAtAddress'), waitOf('address'), waitOf('account')]);
    const waiting = (res: RateLimiterRes | null) => (res && res.consumedPoints > 1 ? res.msBeforeNext : 0);
    let ms = Math.max(waiting(pair), waiting(from));
    if (waiting(account) > ms && !(await this.known.get(keys.accountAtAddress))) ms = waiting(account);
    if (ms > 0) throw new RateLimitedError(Math.ceil(ms / 1000));
  }

  /**
   * Counts a failure on every counter and starts the wait each one now asks for; from a browser with
   * a valid device cookie, only on that browser's own counter (the guessing brake of one account and
   * one address, for that one browser).
   */
  async recordFailure(email: string, address: string, device: string | null = null) {
    if (device) {
      const count = await this.failures.accountAtAddress.penalty(deviceKey(device));
      const seconds = delayAfter(this.limits.accountAtAddress, count.consumedPoints);
      if (seconds > 0) await this.waits.block(deviceKey(device), seconds);
      return;
    }
    const keys = this.keys(email, address);
    const counters = ['accountAtAddress', 'address', 'account'] as const;
    const counts = await Promise.all(counters.map((c) => this.failures[c].penalty(keys[c])));
    // Two failures at once may each start a wait and the shorter one land last: the count still
    // grows, so the next failure waits longer.
    await Promise.all(
      counters.map((c, i) => {
        const seconds = delayAfter(this.limits[c], counts[i]!.consumedPoints);
        return seconds > 0 ? this.waits.block(`${c}:${keys[c]}`, seconds) : null;
      }),
    );
  }

  /**
   * A success clears this account's count and wait at this address (not elsewhere, and not the
   * address's count over all accounts), and makes the address known to the account-wide brake.
   */
  async recordSuccess(email: string, address: string, device: string | null = null) {
    const pair = this.keys(email, address).accountAtAddress;
    await Promise.all([
      ...(device
        ? [this.failures.accountAtAddress.delete(deviceKey(device)), this.waits.delete(deviceKey(device))]
        : []),
      this.failures.accountAtAddress.delete(pair),
      this.waits.delete(`accountAtAddress:${pair}`),
      this.known.set(pair, 1, this.limits.knownAddressDays * DAY),
    ]);
  }
}
