import { useBuiltPortal } from '../../test/built-portal';
import { productionEnv, signIn, TEST_OWNER } from '../../test/server-process';

/**
 * A linked record shows only what its viewer may open, checked against the bundle `npm start`
 * runs: a CEO may link any task to any lead, and the task's assignee must not read that way the
 * name of another team's private lead.
 */
const SECRET_NAME = 'Secret Villa Buyer';

describe('the built portal: references to a lead its viewer may not open', () => {
  const portal = useBuiltPortal('crm-built-links-', (dataDir) => productionEnv(dataDir));

  const call = async (token: string, method: string, url: string, body?: unknown) => {
    const res = await fetch(`${portal.url}${url}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, text: await res.text() };
  };
  /** A call that must succeed; its JSON answer. */
  const ok = async <T = { _id: string }>(token: string, method: string, url: string, body?: unknown) => {
    const res = await call(token, method, url, body);
    if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${res.text}`);
    return JSON.parse(res.text) as T;
  };

  /** A session ready for work: one whose password someone else chose is replaced first. */
  async function sessionOf(email: string, password: string): Promise<string> {
    const login = await signIn(portal.url, email, password);
    expect(login.status).toBe(200);
    const user = login.body.user as { mustChangePassword?: boolean };
    if (!user.mustChangePassword) return login.body.token;
    const changed = await ok<{ token: string }>(login.body.token, 'POST', '/api/auth/password', {
      currentPassword: password,
      newPassword: `${password}-Own`,
    });
    return changed.token;
  }

  it('names the lead of a task to its assignee only when they may open it (here: never)', async () => {
    const ceo = await sessionOf(TEST_OWNER.email, TEST_OWNER.password);
    const north = await ok(ceo, 'POST', '/api/teams', { name: 'North' });
    const south = await ok(ceo, 'POST', '/api/teams', { name: 'South' });
    const people = {
      assignee: { email: 'nour@example.com', password: 'Nile-Sunrise-Garden-31' },
      owner: { email: 'samir@example.com', password: 'Desert-Falcon-Morning-58' },
    };
    const assignee = await ok(ceo, 'POST', '/api/users', {
      name: 'Nour North',
      role: 'Agent',
      teamId: north._id,
      ...people.assignee,
    });
    await ok(ceo, 'POST', '/api/users', { name: 'Samir South', role: 'Agent', teamId: south._id, ...people.owner });

    // The South agent's own lead: private to them (and to CEO/Admin).
    const owner = await sessionOf(people.owner.email, people.owner.password);
    const lead = await ok<{ _id: string; privacy: string }>(owner, 'POST', '/api/leads', { name: SECRET_NAME });
    expect(lead.privacy).toBe('agent_private');

    const task = await ok(ceo, 'POST', '/api/tasks', { notes: 'Call the client back', assignedTo: assignee._id });
    const linked = await ok<{ leadId: unknown }>(ceo, 'PUT', `/api/tasks/${task._id}`, { leadId: lead._id });
    expect(linked.leadId).toEqual({ _id: lead._id, hidden: false, name: SECRET_NAME });

    const reader = await sessionOf(people.assignee.email, people.assignee.password);
    expect((await call(reader, 'GET', `/api/leads/${lead._id}`)).status).toBe(404);
    const list = await call(reader, 'GET', '/api/tasks');
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(SECRET_NAME);
    const page = JSON.parse(list.text) as { items: { notes: string; leadId: unknown }[] };
    expect(page.items).toEqual([
      expect.objectContaining({ notes: 'Call the client back', leadId: { _id: lead._id, hidden: true } }),
    ]);

    // Marking it done answers the task again: still without the name.
    const done = await call(reader, 'PUT', `/api/tasks/${task._id}`, { state: 'Done' });
    expect(done.status).toBe(200);
    expect(done.text).not.toContain(SECRET_NAME);
    expect(JSON.parse(done.text).leadId).toEqual({ _id: lead._id, hidden: true });
  });
});
