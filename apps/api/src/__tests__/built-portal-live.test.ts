import crypto from 'node:crypto';
import { useBuiltPortal } from '../../test/built-portal';
import { openEventStream } from '../../test/event-stream-client';
import { startPushServiceStandIn } from '../../test/push-service-stand-in';
import { productionEnv, signIn, TEST_OWNER } from '../../test/server-process';

/**
 * Issue 49's "done when", against the bundle `npm start` runs in production: an Agent's stream
 * names a lead assigned to them within 2 s and never a colleague's; a stream without a session is
 * 401; a lead assigned reaches the Agent's subscribed device (a loopback push-service stand-in) as an
 * aes128gcm push with a VAPID Authorization and a TTL; endpoints off the push services are refused.
 */
describe('the built portal: live events and pushes', () => {
  let standIn: Awaited<ReturnType<typeof startPushServiceStandIn>>;
  const portal = useBuiltPortal('crm-built-live-');
  let ceo: string;
  const streams: { close: () => Promise<void> }[] = [];

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
  async function person(name: string, role: string, extra: Record<string, unknown> = {}) {
    const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
    const added = await ok(ceo, 'POST', '/api/users', { name, email, role, ...extra });
    const accepted = await ok(null, 'POST', '/api/auth/invitation/accept', {
      token: added.invitation.token,
      newPassword: `Olive-Grove-${name.replace(/\W/g, '')}-49`,
    });
    return { _id: added._id as string, token: accepted.token as string };
  }
  const subscription = (endpoint: string) => {
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    return {
      endpoint,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') },
    };
  };

  beforeAll(async () => {
    standIn = await startPushServiceStandIn();
    await portal.start(productionEnv(portal.dataDir, { PUSH_EXTRA_ENDPOINTS: standIn.origin }));
    ceo = (await signIn(portal.url, TEST_OWNER.email, TEST_OWNER.password)).body.token;
  }, 120_000);
  afterAll(async () => {
    await Promise.all(streams.map((stream) => stream.close()));
    await standIn?.close();
  });

  it('is 401 without a session', async () => {
    const res = await fetch(`${portal.url}/api/events`);
    expect(res.status).toBe(401);
  });

  it("names a lead assigned to the Agent within 2 s, never a colleague's, and pushes it to the Agent's device", async () => {
    const team = await ok(ceo, 'POST', '/api/teams', { name: 'Live' });
    const agent = await person('Nour Live', 'Agent', { teamId: team._id });
    const colleague = await person('Omar Live', 'Agent', { teamId: team._id });
    await ok(agent.token, 'POST', '/api/push/subscriptions', subscription(`${standIn.origin}/agent`));
    const stream = await openEventStream(portal.url, { Authorization: `Bearer ${agent.token}` });
    streams.push(stream);
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');

    const theirs = await ok(ceo, 'POST', '/api/leads', { name: 'Theirs', teamId: team._id, assignedTo: colleague._id });
    const mine = await ok(ceo, 'POST', '/api/leads', { name: 'Mine', teamId: team._id, assignedTo: agent._id });
    const heard = await stream.waitFor((e) => e.event === 'lead.assigned', 2_000);
    expect(heard.data).toEqual({ id: mine._id });
    expect(stream.events.some((e) => JSON.stringify(e.data).includes(theirs._id))).toBe(false);

    const deadline = Date.now() + 5_000;
    while (standIn.received.length === 0) {
      if (Date.now() > deadline) throw new Error('no push arrived');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const [push] = standIn.received;
    expect(push?.path).toBe('/agent');
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/);
    expect(Number(push?.headers.ttl)).toBeGreaterThan(0);
  });

  it.each(['https://169.254.169.254/latest/meta-data/', 'PORTAL', 'https://push.example.com/x', 'file:///etc/passwd'])(
    'refuses a subscription at %s with a 400',
    async (endpoint) => {
      const agent = await person(`Refused ${crypto.randomBytes(3).toString('hex')}`, 'Agent');
      const at = endpoint === 'PORTAL' ? `${portal.url}/api/health` : endpoint;
      const res = await call(agent.token, 'POST', '/api/push/subscriptions', subscription(at));
      expect(res.status).toBe(400);
    },
  );
});
