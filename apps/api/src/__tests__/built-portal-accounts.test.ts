import { PASSWORD_CHANGE_REQUIRED } from '@crm/contracts';
import { useBuiltPortal } from '../../test/built-portal';
import { sheetDataUrl } from '../../test/hostile-files';
import { productionEnv, signIn, TEST_OWNER } from '../../test/server-process';

/**
 * Issue 43's "done when", against the bundle `npm start` runs in production: passwords someone
 * else chose open only the password change, the whole password policy (the strength estimate's
 * dictionaries are bundled) holds at a sign-in link and at a password change, only the CEO makes
 * an Admin's sign-in link, and stats outside one's scope are refused.
 */
describe('the built portal: accounts', () => {
  const portal = useBuiltPortal('crm-built-accounts-', (dataDir) =>
    productionEnv(dataDir, { AGENCY_NAME: 'Nile Realty' }),
  );

  const call = async (token: string | null, method: string, url: string, body?: unknown) => {
    const res = await fetch(`${portal.url}${url}`, {
      method,
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    // Answers read loosely: each test names the fields it checks.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, any> };
  };
  const ok = async (token: string | null, method: string, url: string, body?: unknown) => {
    const res = await call(token, method, url, body);
    if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  let ceo: string;
  beforeAll(async () => {
    ceo = (await signIn(portal.url, TEST_OWNER.email, TEST_OWNER.password)).body.token;
  });

  /** Signed in with a password someone else chose: only the password change (and sign-out) answer. */
  async function expectOnlyPasswordChange(email: string, password: string) {
    const login = await signIn(portal.url, email, password);
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ mustChangePassword: true });
    const token = login.body.token;
    for (const url of ['/api/leads', '/api/users', '/api/settings', '/api/leads/notifications']) {
      const refused = await call(token, 'GET', url);
      expect({ url, status: refused.status, code: refused.body.code }).toEqual({
        url,
        status: 403,
        code: PASSWORD_CHANGE_REQUIRED,
      });
    }
    return token;
  }

  it('lets a typed or imported password open only the password change, which holds the whole policy', async () => {
    await ok(ceo, 'POST', '/api/users', {
      name: 'Typed Agent',
      email: 'typed@example.com',
      role: 'Agent',
      password: 'Admin-Chose-This-7',
    });
    const typed = await expectOnlyPasswordChange('typed@example.com', 'Admin-Chose-This-7');

    const sheet = sheetDataUrl([
      ['Name', 'Email', 'Role', 'Password'],
      ['Sheet Boss', 'sheetboss@example.com', 'CEO', 'Sheet-Written-Word-5'],
    ]);
    const report = await ok(ceo, 'POST', '/api/users/import', { dataUrl: sheet });
    expect(report).toMatchObject({ created: 1 });
    await expectOnlyPasswordChange('sheetboss@example.com', 'Sheet-Written-Word-5');

    // The policy at the password change: published, repeated, spaces, the agency's words, common.
    for (const weak of ['ceo12345', 'aaaaaaaa', '        ', 'agency123', 'NileRealty2026', 'Passw0rd!', 'zxcvbnm1']) {
      const refused = await call(typed, 'POST', '/api/auth/password', {
        currentPassword: 'Admin-Chose-This-7',
        newPassword: weak,
      });
      expect({ weak, status: refused.status, code: refused.body.code }).toEqual({
        weak,
        status: 400,
        code: expect.stringMatching(/^(PASSWORD_REJECTED|VALIDATION)$/),
      });
    }
    const changed = await ok(typed, 'POST', '/api/auth/password', {
      currentPassword: 'Admin-Chose-This-7',
      newPassword: 'Harbor-Lights-At-Dusk-3',
    });
    expect((await call(changed.token, 'GET', '/api/leads')).status).toBe(200);
  });

  it('holds the policy at a sign-in link and refuses a password longer than bcrypt reads', async () => {
    const added = await ok(ceo, 'POST', '/api/users', { name: 'Link Agent', email: 'link@example.com', role: 'Agent' });
    const token = added.invitation.token as string;
    for (const weak of ['ceo12345', 'aaaaaaaa', '        ', 'agency123', 'Agency2024', 'Passw0rd!', 'zxcvbnm1']) {
      const refused = await call(null, 'POST', '/api/auth/invitation/accept', { token, newPassword: weak });
      expect({ weak, status: refused.status }).toEqual({ weak, status: 400 });
    }
    // 73 bytes: the 72 bcrypt reads would sign in alone, so the password is refused whole.
    const long = 'Quiet-Harbor-42-'.repeat(4) + 'Tide-Pool';
    const tooLong = await call(null, 'POST', '/api/auth/invitation/accept', { token, newPassword: long });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toMatch(/at most 72 bytes/);

    const accepted = await ok(null, 'POST', '/api/auth/invitation/accept', { token, newPassword: long.slice(0, 72) });
    expect(accepted.user).toMatchObject({ mustChangePassword: false });
    expect((await signIn(portal.url, 'link@example.com', long.slice(0, 71))).status).toBe(401);
  });

  it("gives an Admin's sign-in link only to the CEO, and refuses stats outside one's scope", async () => {
    const admins = [];
    for (const n of [1, 2]) {
      admins.push(
        await ok(ceo, 'POST', '/api/users', {
          name: `Admin ${n}`,
          email: `admin${n}@example.com`,
          role: 'Admin',
          password: `Desert-Falcon-Morning-${n}8`,
        }),
      );
    }
    const first = await signIn(portal.url, 'admin1@example.com', 'Desert-Falcon-Morning-18');
    const admin = (
      await ok(first.body.token, 'POST', '/api/auth/password', {
        currentPassword: 'Desert-Falcon-Morning-18',
        newPassword: 'Admin-Owns-This-Now-4',
      })
    ).token as string;
    const other = admins[1]!._id as string;
    expect((await call(admin, 'POST', `/api/users/${other}/invitation`)).status).toBe(403);
    expect((await call(ceo, 'POST', `/api/users/${other}/invitation`)).status).toBe(200);

    const [mine, theirs] = [
      await ok(ceo, 'POST', '/api/teams', { name: 'Mine' }),
      await ok(ceo, 'POST', '/api/teams', { name: 'Theirs' }),
    ];
    const scopedUser = await ok(ceo, 'POST', '/api/users', {
      name: 'Scoped Agent',
      email: 'scoped@example.com',
      role: 'Agent',
      teamId: mine._id,
      password: 'Scoped-Agent-Words-6',
    });
    const scoped = await signIn(portal.url, 'scoped@example.com', 'Scoped-Agent-Words-6');
    const agent = (
      await ok(scoped.body.token, 'POST', '/api/auth/password', {
        currentPassword: 'Scoped-Agent-Words-6',
        newPassword: 'Agent-Owns-This-Now-5',
      })
    ).token as string;
    for (const stat of ['summary', 'my-sources', 'created']) {
      expect((await call(agent, 'GET', `/api/leads/stats/${stat}?teamId=${theirs._id}`)).status).toBe(403);
      expect((await call(agent, 'GET', `/api/leads/stats/${stat}?assignedTo=${scopedUser._id}`)).status).toBe(200);
    }
  });
});
