import mongoose from 'mongoose';
import { LoginLimiter, RateLimitedError } from '../login-limiter';
import { LoginFailureModel } from '../login-failure.model';

// Runs against the same MongoDB as the API tests (mongo-java-server on this machine): the
// limiter's upserts must work there, not only on a real mongod.
const limits = { perAccount: 3, perAddress: 5, windowSeconds: 60 };

async function failures(limiter: LoginLimiter, count: number, email: string, address: string) {
  for (let i = 0; i < count; i++) await limiter.recordFailure(email, address);
}

describe('LoginLimiter on the test MongoDB', () => {
  it('refuses an account after its failures, from any address, with the wait in seconds', async () => {
    const limiter = new LoginLimiter(mongoose.connection, limits);
    await failures(limiter, 2, 'sara@test.local', '10.0.0.1');
    await expect(limiter.assertMayTry('sara@test.local', '10.0.0.9')).resolves.toBeUndefined();
    await failures(limiter, 1, 'sara@test.local', '10.0.0.2');

    const refusal = await limiter.assertMayTry('sara@test.local', '10.0.0.9').catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(RateLimitedError);
    expect((refusal as RateLimitedError).status).toBe(429);
    expect((refusal as RateLimitedError).retryAfterSeconds).toBeGreaterThan(55);
    expect((refusal as RateLimitedError).retryAfterSeconds).toBeLessThanOrEqual(60);
    await expect(limiter.assertMayTry('omar@test.local', '10.0.0.9')).resolves.toBeUndefined();
  });

  it('refuses an address after its failures, over all accounts', async () => {
    const limiter = new LoginLimiter(mongoose.connection, limits);
    for (let i = 0; i < 5; i++) await limiter.recordFailure(`user${i}@test.local`, '10.0.0.1');
    await expect(limiter.assertMayTry('new@test.local', '10.0.0.1')).rejects.toBeInstanceOf(RateLimitedError);
    await expect(limiter.assertMayTry('new@test.local', '10.0.0.2')).resolves.toBeUndefined();
  });

  it("clears the account's count on success, but not the address's", async () => {
    const limiter = new LoginLimiter(mongoose.connection, { ...limits, perAddress: 3 });
    await failures(limiter, 3, 'sara@test.local', '10.0.0.1');
    await limiter.recordSuccess('sara@test.local');
    await expect(limiter.assertMayTry('sara@test.local', '10.0.0.2')).resolves.toBeUndefined();
    await expect(limiter.assertMayTry('sara@test.local', '10.0.0.1')).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('is shared by every instance (the counts live in the database)', async () => {
    const first = new LoginLimiter(mongoose.connection, limits);
    const second = new LoginLimiter(mongoose.connection, limits);
    await failures(first, 2, 'sara@test.local', '10.0.0.1');
    await failures(second, 1, 'sara@test.local', '10.0.0.2');
    await expect(first.assertMayTry('sara@test.local', '10.0.0.3')).rejects.toBeInstanceOf(RateLimitedError);
    expect(await LoginFailureModel.countDocuments()).toBe(3);
  });

  it('starts a new window once the old one has expired, even before the TTL index removes it', async () => {
    const limiter = new LoginLimiter(mongoose.connection, { ...limits, windowSeconds: 1 });
    await failures(limiter, 3, 'sara@test.local', '10.0.0.1');
    await expect(limiter.assertMayTry('sara@test.local', '10.0.0.1')).rejects.toBeInstanceOf(RateLimitedError);
    await new Promise((resolve) => setTimeout(resolve, 1100));

    await expect(limiter.assertMayTry('sara@test.local', '10.0.0.1')).resolves.toBeUndefined();
    await failures(limiter, 1, 'sara@test.local', '10.0.0.1');
    const counter = await LoginFailureModel.findOne({ key: 'account:sara@test.local' }).lean();
    expect(counter?.points).toBe(1);
    expect(await LoginFailureModel.countDocuments({ key: 'account:sara@test.local' })).toBe(1);
  });

  it('keeps concurrent failures apart (one counter per key, every failure counted)', async () => {
    const limiter = new LoginLimiter(mongoose.connection, { ...limits, perAccount: 100 });
    await Promise.all(Array.from({ length: 8 }, () => limiter.recordFailure('sara@test.local', '10.0.0.1')));
    const counter = await LoginFailureModel.findOne({ key: 'account:sara@test.local' }).lean();
    expect(counter?.points).toBe(8);
  });
});
