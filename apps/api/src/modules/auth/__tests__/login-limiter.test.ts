import mongoose from 'mongoose';
import { LOGIN_LIMITS, LoginLimiter, RateLimitedError, delayAfter, type LoginLimits } from '../login-limiter';
import { LoginFailureModel } from '../login-failure.model';

// Runs against the same MongoDB as the API tests (mongo-java-server on this machine): the
// limiter's upserts must work there, not only on a real mongod.
const limits: LoginLimits = {
  accountAtAddress: { freeFailures: 2, firstDelaySeconds: 10, maxDelaySeconds: 60, windowSeconds: 3600 },
  address: { freeFailures: 4, firstDelaySeconds: 10, maxDelaySeconds: 60, windowSeconds: 3600 },
  account: { freeFailures: 6, firstDelaySeconds: 10, maxDelaySeconds: 30, windowSeconds: 3600 },
  knownAddressDays: 30,
};

async function failures(limiter: LoginLimiter, count: number, email: string, address: string) {
  for (let i = 0; i < count; i++) await limiter.recordFailure(email, address);
}

/** The wait the limiter asks of this attempt, in seconds; 0 when it may go ahead. */
async function waitFor(limiter: LoginLimiter, email: string, address: string): Promise<number> {
  try {
    await limiter.assertMayTry(email, address);
    return 0;
  } catch (err) {
    if (!(err instanceof RateLimitedError)) throw err;
    return err.retryAfterSeconds;
  }
}

describe('delayAfter', () => {
  it('is free up to the threshold, then doubles from the first delay up to the cap', () => {
    const brake = LOGIN_LIMITS.accountAtAddress;
    const waits = Array.from({ length: 18 }, (_, i) => delayAfter(brake, i + 1));
    expect(waits).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900]);
    expect(delayAfter(brake, 10_000)).toBe(900);
  });

  it('keeps the account-wide brake slow: a high threshold and a short cap', () => {
    const { account } = LOGIN_LIMITS;
    expect(delayAfter(account, 100)).toBe(0);
    expect(delayAfter(account, 101)).toBe(1);
    expect(delayAfter(account, 1000)).toBe(60);
  });
});

describe('LoginLimiter on the test MongoDB', () => {
  it('slows one account from one address with waits that grow with its failures', async () => {
    const limiter = new LoginLimiter(mongoose.connection, limits);
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      await limiter.recordFailure('sara@test.local', '10.0.0.1');
      waits.push(await waitFor(limiter, 'sara@test.local', '10.0.0.1'));
    }
    expect(waits).toEqual([0, 0, 10, 20, 40, 60]);
  });

  it('lets the right password through from an address that has not been failing', async () => {
    const limiter = new LoginLimiter(mongoose.connection, limits);
    await failures(limiter, 5, 'ceo@test.local', '10.0.0.1');
    expect(await waitFor(limiter, 'ceo@test.local', '10.0.0.1')).toBeGreaterThan(0);
    expect(await waitFor(limiter, 'ceo@test.local', '10.0.0.2')).toBe(0);
    // ... and a success there leaves the failing address waiting.
    await limiter.recordSuccess('ceo@test.local', '10.0.0.2');
    expect(await waitFor(limiter, 'ceo@test.local', '10.0.0.1')).toBeGreaterThan(0);
  });

  it('slows an address trying many accounts, and only that address', async () => {
    const limiter = new LoginLimiter(mongoose.connection, limits);
    for (let i = 0; i < 4; i++) await limiter.recordFailure(`user${i}@test.local`, '10.0.0.1');
    expect(await waitFor(limiter, 'new@test.local', '10.0.0.1')).toBe(0);
    await limiter.recordFailure('user4@test.local', '10.0.0.1');
    expect(await waitFor(limiter, 'new@test.local', '10.0.0.1')).toBe(10);
    await limiter.recordFailure('user5@test.local', '10.0.0.1');
    expect(await waitFor(limiter, 'new@test.local', '10.0.0.1')).toBe(20);
    expect(await waitFor(limiter, 'new@test.local', '10.0.0.2')).toBe(0);
    expect(await waitFor(limiter, 'user0@test.local', '10.0.0.2')).toBe(0);
  });

  it('brakes an account guessed from many addresses, but never at an address it signed in from', async () => {
    const limiter = new LoginLimiter(mongoose.connection, limits);
    await limiter.recordSuccess('ceo@test.local', '10.0.0.100'); // the owner's office
    for (let i = 0; i < 8; i++) await limiter.recordFailure('ceo@test.local', `198.51.100.${i + 1}`);
    // Eight failures from eight addresses: no one address is slowed, the account is (8 > 6 free: 20 s).
    expect(await waitFor(limiter, 'ceo@test.local', '203.0.113.9')).toBe(20);
    expect(await waitFor(limiter, 'ceo@test.local', '10.0.0.100')).toBe(0);
    expect(await waitFor(limiter, 'someone@test.local', '203.0.113.9')).toBe(0);
    // The cap of the account-wide brake stays short, whatever the attacker does.
    for (let i = 0; i < 10; i++) await limiter.recordFailure('ceo@test.local', `198.51.101.${i + 1}`);
    expect(await waitFor(limiter, 'ceo@test.local', '203.0.113.9')).toBe(30);
  });

  it("clears this address's count and wait for the account on success, not the address's over all accounts", async () => {
    const limiter = new LoginLimiter(mongoose.connection, {
      ...limits,
      address: { ...limits.address, freeFailures: 3 },
    });
    await failures(limiter, 3, 'sara@test.local', '10.0.0.1');
    expect(await waitFor(limiter, 'sara@test.local', '10.0.0.1')).toBe(10);
    await limiter.recordSuccess('sara@test.local', '10.0.0.1');
    expect(await LoginFailureModel.countDocuments({ key: /^(pair|wait:accountAtAddress):sara/ })).toBe(0);
    // The address's own count (3) is kept: its next failure, on any account, makes it wait.
    expect(await waitFor(limiter, 'sara@test.local', '10.0.0.1')).toBe(0);
    await limiter.recordFailure('omar@test.local', '10.0.0.1');
    expect(await waitFor(limiter, 'sara@test.local', '10.0.0.1')).toBe(10);
  });

  it('is shared by every instance (the counts and waits live in the database)', async () => {
    const first = new LoginLimiter(mongoose.connection, limits);
    const second = new LoginLimiter(mongoose.connection, limits);
    await failures(first, 2, 'sara@test.local', '10.0.0.1');
    await failures(second, 1, 'sara@test.local', '10.0.0.1');
    expect(await waitFor(first, 'sara@test.local', '10.0.0.1')).toBe(10);
    expect(await LoginFailureModel.countDocuments({ key: 'pair:sara@test.local|10.0.0.1' })).toBe(1);
    expect((await LoginFailureModel.findOne({ key: 'pair:sara@test.local|10.0.0.1' }).lean())?.points).toBe(3);
  });

  it('lets the next attempt through once the wait is over', async () => {
    const brake = { freeFailures: 1, firstDelaySeconds: 0.3, maxDelaySeconds: 60, windowSeconds: 3600 };
    const limiter = new LoginLimiter(mongoose.connection, { ...limits, accountAtAddress: brake });
    await failures(limiter, 2, 'sara@test.local', '10.0.0.1');
    expect(await waitFor(limiter, 'sara@test.local', '10.0.0.1')).toBe(1); // rounded up to whole seconds
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await waitFor(limiter, 'sara@test.local', '10.0.0.1')).toBe(0);
  });

  it('starts a new count once the window has expired, even before the TTL index removes it', async () => {
    const brake = { freeFailures: 1, firstDelaySeconds: 0.1, maxDelaySeconds: 60, windowSeconds: 1 };
    const limiter = new LoginLimiter(mongoose.connection, { ...limits, accountAtAddress: brake });
    await failures(limiter, 3, 'sara@test.local', '10.0.0.1');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await failures(limiter, 1, 'sara@test.local', '10.0.0.1');
    const counter = await LoginFailureModel.findOne({ key: 'pair:sara@test.local|10.0.0.1' }).lean();
    expect(counter?.points).toBe(1);
    expect(await LoginFailureModel.countDocuments({ key: 'pair:sara@test.local|10.0.0.1' })).toBe(1);
    expect(await waitFor(limiter, 'sara@test.local', '10.0.0.1')).toBe(0);
  });

  it('keeps concurrent failures apart (one counter per key, every failure counted)', async () => {
    const limiter = new LoginLimiter(mongoose.connection, limits);
    await Promise.all(Array.from({ length: 8 }, () => limiter.recordFailure('sara@test.local', '10.0.0.1')));
    const counter = await LoginFailureModel.findOne({ key: 'pair:sara@test.local|10.0.0.1' }).lean();
    expect(counter?.points).toBe(8);
    expect(await waitFor(limiter, 'sara@test.local', '10.0.0.1')).toBeGreaterThan(0);
  });

  it('says the wait in its message and details', async () => {
    expect(new RateLimitedError(1)).toMatchObject({
      status: 429,
      message: 'Too many failed sign-in attempts. Try again in 1 second.',
      details: { retryAfterSeconds: 1 },
    });
    expect(new RateLimitedError(45).message).toBe('Too many failed sign-in attempts. Try again in 45 seconds.');
    expect(new RateLimitedError(900).message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
  });
});
