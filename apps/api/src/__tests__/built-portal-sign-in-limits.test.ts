import { useBuiltPortal } from '../../test/built-portal';
import { productionEnv, signIn, TEST_OWNER } from '../../test/server-process';

const { email: OWNER, password: PASSWORD } = TEST_OWNER;

/**
 * The sign-in limits of the bundle `npm start` runs, behind a proxy it trusts (TRUST_PROXY), the
 * addresses told by X-Forwarded-For: someone guessing the owner's password from one address slows
 * down that address only, never the owner elsewhere.
 */
describe('the built portal: sign-in limits cannot be turned on the owner', () => {
  const portal = useBuiltPortal('crm-sign-in-limits-', (dataDir) =>
    productionEnv(dataDir, { TRUST_PROXY: 'loopback' }),
  );

  const signInFrom = async (address: string, password: string) => {
    const res = await fetch(`${portal.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      body: JSON.stringify({ email: OWNER, password }),
    });
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: (await res.json()) as { code?: string; details?: { retryAfterSeconds?: number } },
    };
  };

  const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 50));

  it('twelve wrong passwords from one address leave the right password working from another', async () => {
    const attacker = '198.51.100.23';
    const owner = '203.0.113.40';
    const answers: Awaited<ReturnType<typeof signInFrom>>[] = [];
    for (let i = 0; i < 12; i++) {
      // Waits the first short waits out, as a patient guesser would, so the waits grow to seconds.
      const last = answers.at(-1);
      if (last?.status === 429 && Number(last.retryAfter) <= 2) await sleep(Number(last.retryAfter));
      answers.push(await signInFrom(attacker, `Wrong-Guess-${i}`));
    }
    const statuses = answers.map((a) => a.status);
    // Five free failures, the sixth starts a wait; what the address sends while it waits is refused unchecked.
    expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(8);
    expect(answers.at(-1)).toMatchObject({
      status: 429,
      body: { code: 'RATE_LIMITED', details: { retryAfterSeconds: expect.any(Number) } },
    });
    // The waits grew with the failures: 1 s after the sixth, 2 s after the seventh, 4 s after the eighth.
    const waits = answers.filter((a) => a.status === 429).map((a) => Number(a.retryAfter));
    expect(waits[0]).toBe(1);
    expect(Math.max(...waits)).toBeGreaterThanOrEqual(3);

    // The right password from another address signs in at once; so does the proxy's own address.
    expect((await signInFrom(owner, PASSWORD)).status).toBe(200);
    expect((await signIn(portal.url, OWNER, PASSWORD)).status).toBe(200);

    // The guessing address is still told to wait, the right password included (it is not checked).
    const refused = await signInFrom(attacker, PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(refused.body.details?.retryAfterSeconds).toBe(Number(refused.retryAfter));
  }, 60_000);
});
