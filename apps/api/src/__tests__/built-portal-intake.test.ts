import { createHmac } from 'node:crypto';
import { useBuiltPortal } from '../../test/built-portal';
import { productionEnv, signIn, TEST_OWNER } from '../../test/server-process';
import { graphStandIn } from '../../test/graph-stand-in';

const APP_SECRET = 'built-portal-meta-app-secret';
const VERIFY_TOKEN = 'built-portal-verify-token';
const PAGE_ID = '5566778899';
const PAGE_TOKEN = 'EAAGbuiltPortalPageToken0123456789abcdef';

/** An answer's JSON; a thank-you page or a challenge is text. */
function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Issue 47's "done when", against the bundle `npm start` runs in production, with Meta's Graph API
 * stood in on loopback: form posts and Meta deliveries make leads within seconds, repeats and bots
 * make none, signatures are checked, a failed read is on record and a retry makes the lead, Agents
 * can neither manage sources nor read the log, and the page token never reaches a browser.
 */
describe('the built portal: lead intake', () => {
  const portal = useBuiltPortal('crm-built-intake-');
  let graph: Awaited<ReturnType<typeof graphStandIn>>;
  let ceo: string;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Answer = { status: number; body: any; text: string; headers: Headers };
  const call = async (token: string | null, method: string, url: string, body?: unknown, headers = {}): Promise<Answer> => {
    const res = await fetch(`${portal.url}${url}`, {
      method,
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: jsonOrNull(text), text, headers: res.headers };
  };
  const ok = async (token: string | null, method: string, url: string, body?: unknown) => {
    const res = await call(token, method, url, body);
    if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${res.text}`);
    return res.body;
  };
  /** The leads a search finds, waited for (bounded) when `count` are expected: the work after an answer. */
  async function leadsFound(search: string, count: number) {
    const until = Date.now() + 10_000;
    for (;;) {
      const page = await ok(ceo, 'GET', `/api/leads?search=${encodeURIComponent(search)}`);
      if (page.items.length >= count || Date.now() > until) return page.items;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  async function deliveries() {
    return (await ok(ceo, 'GET', '/api/intake/deliveries?limit=100')).items;
  }
  async function settledLog(count: number) {
    const until = Date.now() + 10_000;
    for (;;) {
      const items = await deliveries();
      const settled = items.filter((d: { status: string }) => d.status !== 'pending');
      if (settled.length >= count || Date.now() > until) return items;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  beforeAll(async () => {
    graph = await graphStandIn();
    await portal.start(
      productionEnv(portal.dataDir, { META_APP_SECRET: APP_SECRET, META_VERIFY_TOKEN: VERIFY_TOKEN, META_GRAPH_URL: graph.url }),
    );
    ceo = (await signIn(portal.url, TEST_OWNER.email, TEST_OWNER.password)).body.token;
  }, 120_000);
  afterAll(() => graph?.close());

  it('makes a lead of a JSON and of a plain HTML form post, attributed to the campaign; repeats, bots and unknown keys make none', async () => {
    const campaign = await ok(ceo, 'POST', '/api/campaigns', { name: 'Website Spring', channel: 'Other' });
    const source = await ok(ceo, 'POST', '/api/intake/sources', { kind: 'form', name: 'Website form', campaignId: campaign._id });
    const endpoint = `/api/intake/forms/${source.key}`;
    const json = await call(null, 'POST', endpoint, { name: 'هالة سمير', phone: '01001239876', utm_source: 'google' }, {
      Origin: 'https://www.agency.example',
    });
    expect(json.status).toBe(201);
    expect(json.headers.get('access-control-allow-origin')).toBe('*');
    const form = await call(null, 'POST', endpoint, 'name=Tarek+Fouad&phone=%2B20+111+222+3344&budget=2M', {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'text/html',
    });
    expect(form.status).toBe(200);
    const [hala] = await leadsFound('هالة', 1);
    expect(hala).toMatchObject({ source: 'Campaign', campaignId: { name: 'Website Spring' }, phone: '+201001239876' });
    expect(await leadsFound('Tarek', 1)).toHaveLength(1);

    expect((await call(null, 'POST', endpoint, { name: 'Hala again', phone: '+20 100 123 9876' })).status).toBe(201);
    expect((await call(null, 'POST', endpoint, { name: 'Bot', phone: '01009998877', website: 'x' })).status).toBe(201);
    expect((await call(null, 'POST', '/api/intake/forms/unknown-key-000', { name: 'X', phone: '01009998876' })).status).toBe(404);
    const log = await settledLog(4);
    expect(log.map((d: { status: string }) => d.status).sort()).toEqual(['created', 'created', 'duplicate', 'ignored']);
    expect(await leadsFound('01001239876', 1)).toHaveLength(1);
    expect(await leadsFound('Bot', 0)).toHaveLength(0);
  });

  it("checks Meta's subscription and signatures, reads a signed delivery with the page token, and on record retries a failed one", async () => {
    const check = (token: string) =>
      call(null, 'GET', `/api/intake/meta?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=424242`);
    expect(await check(VERIFY_TOKEN)).toMatchObject({ status: 200, text: '424242' });
    expect((await check('not-the-token')).status).toBe(403);

    const page = await ok(ceo, 'POST', '/api/intake/sources', {
      kind: 'meta',
      name: 'Facebook New Capital',
      pageId: PAGE_ID,
      pageAccessToken: PAGE_TOKEN,
    });
    expect(JSON.stringify(page)).not.toContain(PAGE_TOKEN);
    expect(JSON.stringify(await ok(ceo, 'GET', '/api/intake/sources'))).not.toContain(PAGE_TOKEN);

    const before = (await deliveries()).length;
    const body = (leadgenId: string) =>
      JSON.stringify({
        object: 'page',
        entry: [{ id: PAGE_ID, changes: [{ field: 'leadgen', value: { leadgen_id: leadgenId, page_id: PAGE_ID, form_id: '31' } }] }],
      });
    const sign = (raw: string, secret = APP_SECRET) => `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
    const deliver = (raw: string, signature?: string) =>
      call(null, 'POST', '/api/intake/meta', raw, signature ? { 'X-Hub-Signature-256': signature } : {});

    expect((await deliver(body('7001'))).status).toBe(401);
    expect((await deliver(body('7001'), sign(body('7001'), 'wrong-secret'))).status).toBe(403);
    expect(await deliveries()).toHaveLength(before);

    graph.leads.set('7001', {
      status: 200,
      body: { id: '7001', field_data: [{ name: 'full_name', values: ['نادر يوسف'] }, { name: 'phone_number', values: ['+201005554433'] }] },
    });
    expect((await deliver(body('7001'), sign(body('7001')))).status).toBe(200);
    expect(await leadsFound('نادر', 1)).toHaveLength(1);
    expect(graph.requests.at(-1)).toEqual({ path: '/v24.0/7001', authorization: `Bearer ${PAGE_TOKEN}` });
    // Meta delivers again: on record once already, so nothing is made (and nothing is left to wait for).
    expect((await deliver(body('7001'), sign(body('7001')))).status).toBe(200);
    expect(await deliveries()).toHaveLength(before + 1);
    expect(await leadsFound('نادر', 1)).toHaveLength(1);

    // The Graph API down: the delivery is on record as failed, with why; a retry makes the lead.
    await graph.close();
    expect((await deliver(body('7002'), sign(body('7002')))).status).toBe(200);
    const log = await settledLog(before + 2);
    const failed = log.find((d: { externalId: string }) => d.externalId === '7002');
    expect(failed).toMatchObject({ status: 'failed', reason: expect.stringContaining('could not be reached') });
    graph = await graphStandIn(Number(new URL(graph.url).port));
    graph.leads.set('7002', {
      status: 200,
      body: { id: '7002', field_data: [{ name: 'full_name', values: ['Mariam Adel'] }, { name: 'email', values: ['mariam@example.com'] }] },
    });
    const retried = await ok(ceo, 'POST', `/api/intake/deliveries/${failed._id}/retry`);
    expect(retried).toMatchObject({ status: 'created', lead: { name: 'Mariam Adel' } });
  });

  it('lets Agents neither manage sources nor read the log', async () => {
    const added = await ok(ceo, 'POST', '/api/users', { name: 'Field Agent', email: 'field@example.com', role: 'Agent' });
    const accepted = await ok(null, 'POST', '/api/auth/invitation/accept', {
      token: added.invitation.token,
      newPassword: 'Sunlit-Courtyard-Palms-5',
    });
    const agent = accepted.token as string;
    expect((await call(agent, 'GET', '/api/leads')).status).toBe(200);
    const [source] = await ok(ceo, 'GET', '/api/intake/sources');
    for (const [method, url, body] of [
      ['GET', '/api/intake/sources'],
      ['POST', '/api/intake/sources', { kind: 'form', name: 'Mine' }],
      ['PATCH', `/api/intake/sources/${source._id}`, { paused: true }],
      ['DELETE', `/api/intake/sources/${source._id}`],
      ['GET', '/api/intake/deliveries'],
    ] as const) {
      expect({ method, url, status: (await call(agent, method, url, body)).status }).toEqual({ method, url, status: 403 });
    }
  });
});
