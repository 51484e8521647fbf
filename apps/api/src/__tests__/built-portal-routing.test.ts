import { useBuiltPortal } from '../../test/built-portal';
import { productionEnv, signIn, TEST_OWNER } from '../../test/server-process';

/**
 * Issue 48's "done when", against the bundle `npm start` runs in production: a rule round-robins a
 * website form's leads over three Agents and each lead names it; a deactivated Agent is passed
 * over; a daily cap leaves the next lead waiting (not with someone outside the rule); only CEO and
 * Admin set rules.
 */
describe('the built portal: lead routing', () => {
  const portal = useBuiltPortal('crm-built-routing-', (dataDir) => productionEnv(dataDir));
  let ceo: string;
  let phone = 0;

  const call = async (
    token: string | null,
    method: string,
    url: string,
    body?: unknown,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many routes, read loosely
  ): Promise<{ status: number; body: any }> => {
    const res = await fetch(`${portal.url}${url}`, {
      method,
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  const ok = async (token: string | null, method: string, url: string, body?: unknown) => {
    const res = await call(token, method, url, body);
    if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  /** Someone who has used their sign-in link (so they can sign in, and leads may be routed to them). */
  async function person(name: string, role: string, extra: Record<string, unknown> = {}) {
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
    const added = await ok(ceo, 'POST', '/api/users', { name, email, role, ...extra });
    const accepted = await ok(null, 'POST', '/api/auth/invitation/accept', {
      token: added.invitation.token,
      newPassword: `Olive-Grove-${name.replace(/\W/g, '')}-47`,
    });
    return { _id: added._id as string, token: accepted.token as string };
  }
  const postLead = (key: string, name: string) =>
    ok(null, 'POST', `/api/intake/forms/${key}`, { name, phone: `0100${String(++phone).padStart(7, '0')}` });
  async function holdersOf(prefix: string) {
    const page = await ok(ceo, 'GET', `/api/leads?search=${encodeURIComponent(prefix)}&limit=100`);
    const counts = new Map<string | null, number>();
    for (const lead of page.items)
      counts.set(lead.assignedTo?._id ?? null, (counts.get(lead.assignedTo?._id ?? null) ?? 0) + 1);
    return { counts, items: page.items };
  }

  beforeAll(async () => {
    ceo = (await signIn(portal.url, TEST_OWNER.email, TEST_OWNER.password)).body.token;
  });

  it('round-robins nine form leads three to each Agent, naming the rule; four more after a deactivation go two and two', async () => {
    const team = await ok(ceo, 'POST', '/api/teams', { name: 'New Capital' });
    const agents = [];
    for (const name of ['Agent One', 'Agent Two', 'Agent Three'])
      agents.push(await person(name, 'Agent', { teamId: team._id }));
    const source = await ok(ceo, 'POST', '/api/intake/sources', {
      kind: 'form',
      name: 'Website form',
      teamId: team._id,
    });
    await ok(ceo, 'PUT', '/api/routing/rules', {
      rules: [
        {
          name: 'Website round robin',
          match: { intakeSourceIds: [source._id] },
          assign: { userIds: agents.map((a) => a._id) },
        },
      ],
    });
    for (let i = 0; i < 9; i++) await postLead(source.key, `Robin ${i}`);
    const nine = await holdersOf('Robin');
    expect(agents.map((a) => nine.counts.get(a._id))).toEqual([3, 3, 3]);
    const one = await ok(ceo, 'GET', `/api/leads/${nine.items[0]._id}`);
    expect(one.routing).toMatchObject({ rule: 'Website round robin' });

    await ok(ceo, 'PUT', `/api/users/${agents[0]!._id}`, { active: false });
    for (let i = 9; i < 13; i++) await postLead(source.key, `Robin ${i}`);
    const thirteen = await holdersOf('Robin');
    expect(agents.map((a) => thirteen.counts.get(a._id))).toEqual([3, 5, 5]);
  });

  it('leaves the third lead of the day waiting under a cap of 2, with nobody outside the rule', async () => {
    const capped = await person('Capped Agent', 'Agent');
    await person('Outside Agent', 'Agent');
    const source = await ok(ceo, 'POST', '/api/intake/sources', { kind: 'form', name: 'Landing page' });
    await ok(ceo, 'PUT', '/api/routing/rules', {
      rules: [
        { name: 'Capped', match: { intakeSourceIds: [source._id] }, assign: { userIds: [capped._id], dailyCap: 2 } },
      ],
    });
    for (let i = 0; i < 3; i++) await postLead(source.key, `Cap ${i}`);
    const { counts } = await holdersOf('Cap');
    expect(counts.get(capped._id)).toBe(2);
    expect(counts.get(null)).toBe(1);
    expect(counts.size).toBe(2);
  });

  it('refuses the rules to Managers, Supervisors and Agents', async () => {
    const team = await ok(ceo, 'POST', '/api/teams', { name: 'Refusals' });
    const people = [
      await person('Rules Manager', 'Manager', { teamIds: [team._id] }),
      await person('Rules Supervisor', 'Supervisor', { teamId: team._id }),
      await person('Rules Agent', 'Agent', { teamId: team._id }),
    ];
    const rules = { rules: [{ name: 'Mine', match: {}, assign: { userIds: [people[2]!._id] } }] };
    for (const { token } of people) {
      expect((await call(token, 'GET', '/api/routing/rules')).status).toBe(403);
      expect((await call(token, 'PUT', '/api/routing/rules', rules)).status).toBe(403);
      expect((await call(token, 'POST', '/api/routing/dry-run', rules)).status).toBe(403);
    }
  });
});
