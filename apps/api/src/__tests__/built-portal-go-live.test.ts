import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_CEO, DEMO_USERS, RETIRED_SHARED_PASSWORD } from '../config/published-logins';
import { useBuiltPortal } from '../../test/built-portal';
import { productionEnv, signIn, TEST_OWNER } from '../../test/server-process';

/**
 * A real deployment as the README tells it (`NODE_ENV=production` on an empty database), checked on
 * the bundle `npm start` runs: no login the README or the code publishes opens anything, and a user
 * added without a password cannot be signed into until their sign-in link is used.
 */
const OWNER = TEST_OWNER;
const PUBLISHED_LOGINS = [
  [DEMO_CEO.email, DEMO_CEO.password],
  ...DEMO_USERS.map((u) => [u.email, u.password]),
  [OWNER.email, DEMO_CEO.password],
  [OWNER.email, RETIRED_SHARED_PASSWORD],
] as const;

/** Production with no first CEO of its own: each refused start adds what it tries. */
const production = (dataDir: string, extra: Record<string, string> = {}) => {
  const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, ...env } = productionEnv(dataDir);
  return { ...env, MONGO_URL: '', LOG_LEVEL: 'warn', ...extra };
};

/** Runs the built server to its exit (a refused start ends at once) and answers its code and output. */
function refusedStart(env: Record<string, string>) {
  const result = spawnSync(process.execPath, [path.resolve(__dirname, '../../dist/server.js')], {
    env: { ...process.env, PORT: '0', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the built portal deployed for real (NODE_ENV=production, empty database)', () => {
  const portal = useBuiltPortal('crm-golive-');

  it('refuses to start without its own first CEO, with a published or common password, or with the demo', () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-golive-refused-'));
    try {
      const cases: [Record<string, string>, RegExp][] = [
        [{}, /set ADMIN_EMAIL and ADMIN_PASSWORD to create the first CEO/],
        [{ ADMIN_EMAIL: OWNER.email }, /set ADMIN_PASSWORD/],
        [{ ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: 'ceo12345' }, /ADMIN_PASSWORD: this password is published/],
        [
          { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: 'password123' },
          /ADMIN_PASSWORD: Too easy to guess: This is a commonly used password/,
        ],
        [{ ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password, SEED_DEMO: 'true' }, /SEED_DEMO/],
      ];
      for (const [env, message] of cases) {
        const { code, output } = refusedStart(production(empty, env));
        expect({ env, code, says: message.test(output) }).toEqual({ env, code: 1, says: true });
      }
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  }, 180_000);

  it('opens no published login; a user added without a password only through their one-time link', async () => {
    await portal.start(production(portal.dataDir, { ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password }));
    for (const [email, password] of PUBLISHED_LOGINS)
      expect({ email, password, status: (await signIn(portal.url, email, password)).status }).toEqual({
        email,
        password,
        status: 401,
      });

    const owner = await signIn(portal.url, OWNER.email, OWNER.password);
    expect(owner.status).toBe(200);
    const created = await fetch(`${portal.url}/api/users`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${owner.body.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'سارة إبراهيم', email: 'sara@nile-homes.example', role: 'Admin' }),
    });
    expect(created.status).toBe(201);
    const { invitation } = (await created.json()) as { invitation: { token: string } };
    for (const password of ['Welcome123', 'Default123', invitation.token, 'sara@nile-homes.example'])
      expect((await signIn(portal.url, 'sara@nile-homes.example', password)).status).toBe(401);

    const accept = (newPassword: string) =>
      fetch(`${portal.url}/api/auth/invitation/accept`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: invitation.token, newPassword }),
      });
    expect((await accept('Sycamore-Harbor-19')).status).toBe(200);
    expect((await signIn(portal.url, 'sara@nile-homes.example', 'Sycamore-Harbor-19')).status).toBe(200);
    expect((await accept('Someone-Else-Took-It-7')).status).toBe(404);
    expect((await signIn(portal.url, 'sara@nile-homes.example', 'Someone-Else-Took-It-7')).status).toBe(401);
  }, 120_000);
});
