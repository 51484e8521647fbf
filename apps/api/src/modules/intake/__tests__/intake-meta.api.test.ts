import { createHmac } from 'node:crypto';
import request from 'supertest';
import { createApp } from '../../../app';
import { createLogger } from '../../../lib/logger';
import { LeadModel } from '../../leads';
import { createUser, requestAs, testConfig } from '../../../../test/helpers';
import { IntakeDeliveryModel } from '../intake-delivery.model';
import { intakeWorkerTick } from '../intake.worker';
import { intakeSettingsOf } from '../intake.webhooks';
import { reconcileMetaPages } from '../meta-reconcile';
import { IntakeSourceModel } from '../intake-source.model';
import { graphStandIn } from '../../../../test/graph-stand-in';
import { addSource, settledDeliveries } from '../../../../test/intake-test-kit';

const PAGE_ID = '1029384756';
const PAGE_TOKEN = 'EAAGpageTokenForTheNileRealtyPage0123456789';
let graph: Awaited<ReturnType<typeof graphStandIn>>;
let app: ReturnType<typeof createApp>;
let config: typeof testConfig;

beforeAll(async () => {
  graph = await graphStandIn();
  config = { ...testConfig, meta: { ...testConfig.meta, graphUrl: graph.url } };
  app = createApp({ config, logger: createLogger('silent') });
});
afterAll(() => graph.close());
beforeEach(() => {
  graph.leads.clear();
  graph.requests.length = 0;
});

const delivery = (leadgenId: string) =>
  JSON.stringify({
    object: 'page',
    entry: [
      {
        id: PAGE_ID,
        time: 1764700000,
        changes: [
          {
            field: 'leadgen',
            value: {
              leadgen_id: leadgenId,
              page_id: PAGE_ID,
              form_id: '555',
              ad_id: '777',
              adgroup_id: '666',
              created_time: 1764700000,
            },
          },
        ],
      },
    ],
  });
const sign = (body: string, secret = 'test-meta-app-secret') =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
const deliver = (body: string, signature?: string) => {
  const req = request(app).post('/api/intake/meta').set('Content-Type', 'application/json');
  return (signature ? req.set('X-Hub-Signature-256', signature) : req).send(body);
};

const graphLead = (id: string, phone = '+201001234567') => ({
  status: 200,
  body: {
    id,
    created_time: '2026-12-03T10:00:00+0000',
    ad_id: '777',
    adset_id: '666',
    campaign_id: '888',
    form_id: '555',
    field_data: [
      { name: 'full_name', values: ['سارة محمود'] },
      { name: 'phone_number', values: [phone] },
      { name: 'email', values: ['sara@example.com'] },
      { name: 'ما هي ميزانيتك؟', values: ['٣ مليون'] },
      { name: 'preferred_area', values: ['New Capital'] },
    ],
  },
});

async function facebookPage() {
  const ceo = await createUser('CEO');
  const source = await addSource(app, ceo, {
    kind: 'meta',
    name: 'Facebook New Capital',
    pageId: PAGE_ID,
    pageAccessToken: PAGE_TOKEN,
  });
  return { ceo, source };
}

describe("Meta's subscription check (issue 47)", () => {
  it('echoes the challenge only with the right verify token', async () => {
    const check = (token: string) =>
      request(app)
        .get('/api/intake/meta')
        .query({ 'hub.mode': 'subscribe', 'hub.verify_token': token, 'hub.challenge': '1158201444' });
    const ok = await check('test-meta-verify-token').expect(200);
    expect(ok.text).toBe('1158201444');
    const refused = await check('wrong-token').expect(403);
    expect(refused.text).not.toContain('1158201444');
  });
});

describe('Meta Lead Ads deliveries (issue 47)', () => {
  it('refuses unsigned and wrongly signed deliveries, and stores nothing', async () => {
    await facebookPage();
    const body = delivery('9001');
    await deliver(body).expect(401);
    await deliver(body, sign(body, 'another-secret')).expect(403);
    await deliver(body, sign(`${body} `)).expect(403);
    expect(await IntakeDeliveryModel.countDocuments()).toBe(0);
    expect(graph.requests).toHaveLength(0);
  });

  it('reads a signed delivery’s lead with the page token and makes one lead; a repeat makes none', async () => {
    const { ceo, source } = await facebookPage();
    graph.leads.set('9002', graphLead('9002'));
    const body = delivery('9002');
    await deliver(body, sign(body)).expect(200);
    await settledDeliveries(source._id, 1);
    expect(graph.requests).toEqual([{ path: '/v24.0/9002', authorization: `Bearer ${PAGE_TOKEN}` }]);
    const lead = await LeadModel.findOne({ phone: '+201001234567' }).lean();
    expect(lead).toMatchObject({ name: 'سارة محمود', email: 'sara@example.com', source: 'Organic' });
    const page = await requestAs(app, ceo)
      .get(`/api/leads/${String(lead!._id)}`)
      .expect(200);
    expect(page.body.arrival).toMatchObject({
      source: { name: 'Facebook New Capital', kind: 'meta' },
      answers: [
        { question: 'ما هي ميزانيتك؟', answer: '٣ مليون' },
        { question: 'preferred_area', answer: 'New Capital' },
      ],
      ad: { leadgenId: '9002', formId: '555', adId: '777', adsetId: '666', campaignId: '888' },
    });

    await deliver(body, sign(body)).expect(200);
    expect(await IntakeDeliveryModel.countDocuments()).toBe(1);
    expect(await LeadModel.countDocuments()).toBe(1);
  });

  it('records a delivery as failed with its reason when the Graph API is down, and a retry makes the lead', async () => {
    const { ceo, source } = await facebookPage();
    graph.leads.set('9003', { status: 503, body: { error: { message: 'Service temporarily unavailable', code: 2 } } });
    const body = delivery('9003');
    await deliver(body, sign(body)).expect(200);
    const [failed] = await settledDeliveries(source._id, 1);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed!.reason).toContain('Service temporarily unavailable');
    expect(failed!.nextAttemptAt).not.toBeNull();
    expect(await LeadModel.countDocuments()).toBe(0);

    graph.leads.set('9003', graphLead('9003'));
    const retried = await requestAs(app, ceo)
      .post(`/api/intake/deliveries/${String(failed!._id)}/retry`)
      .expect(200);
    expect(retried.body).toMatchObject({ status: 'created', attempts: 2, lead: { name: 'سارة محمود' } });
    await requestAs(app, ceo)
      .post(`/api/intake/deliveries/${String(failed!._id)}/retry`)
      .expect(409);
  });

  it('tries a failed delivery again by itself once its back-off has passed', async () => {
    const { source } = await facebookPage();
    graph.leads.set('9004', { status: 500, body: { error: { message: 'Unknown error', code: 1 } } });
    const body = delivery('9004');
    await deliver(body, sign(body)).expect(200);
    const [failed] = await settledDeliveries(source._id, 1);
    graph.leads.set('9004', graphLead('9004'));
    const settings = intakeSettingsOf({ config, logger: createLogger('silent') });
    expect(await intakeWorkerTick(settings, new Date())).toBe(0);
    expect(await intakeWorkerTick(settings, new Date(failed!.nextAttemptAt!.getTime() + 1))).toBe(1);
    expect(await IntakeDeliveryModel.findById(failed!._id).lean()).toMatchObject({ status: 'created' });
  });

  it('shows a page token Meta refuses on the source at once, never the token itself', async () => {
    const { ceo, source } = await facebookPage();
    graph.leads.set('9005', {
      status: 400,
      body: {
        error: { message: 'Error validating access token: Session has expired', type: 'OAuthException', code: 190 },
      },
    });
    const body = delivery('9005');
    await deliver(body, sign(body)).expect(200);
    await settledDeliveries(source._id, 1);
    const sources = await requestAs(app, ceo).get('/api/intake/sources').expect(200);
    expect(sources.body[0]).toMatchObject({
      hasPageToken: true,
      tokenProblem: { message: expect.stringContaining('Session has expired') },
    });
    expect(JSON.stringify(sources.body)).not.toContain(PAGE_TOKEN);
    const replaced = await requestAs(app, ceo)
      .patch(`/api/intake/sources/${source._id}`)
      .send({ pageAccessToken: 'EAAGaFreshTokenForTheSamePage9876543210' })
      .expect(200);
    expect(replaced.body.tokenProblem).toBeNull();
    expect(JSON.stringify(replaced.body)).not.toContain('EAAGaFresh');
  });

  it("reads each page's forms once a day and makes a lead of one Meta never delivered; a failed read does not advance", async () => {
    const { source } = await facebookPage();
    const settings = intakeSettingsOf({ config, logger: createLogger('silent') });
    graph.leads.set(`${PAGE_ID}/leadgen_forms`, { status: 500, body: { error: { message: 'Temporary', code: 2 } } });
    expect(await reconcileMetaPages(settings)).toBe(0);
    expect(await IntakeSourceModel.findById(source._id).lean()).toMatchObject({ reconciledAt: null });

    graph.leads.set(`${PAGE_ID}/leadgen_forms`, { status: 200, body: { data: [{ id: '555' }] } });
    graph.leads.set('555/leads', { status: 200, body: { data: [{ id: '9100' }], paging: {} } });
    graph.leads.set('9100', graphLead('9100', '+201009990000'));
    const inTwoHours = new Date(Date.now() + 2 * 3_600_000);
    expect(await reconcileMetaPages(settings, inTwoHours)).toBe(1);
    expect(await LeadModel.countDocuments({ phone: '+201009990000' })).toBe(1);
    const listing = graph.requests.find((r) => r.path === '/v24.0/555/leads');
    expect(listing?.authorization).toBe(`Bearer ${PAGE_TOKEN}`);
    // Read through: not again today, and a lead already on record is never made twice.
    expect(await reconcileMetaPages(settings, new Date(inTwoHours.getTime() + 3_600_000))).toBe(0);
    expect(await reconcileMetaPages(settings, new Date(inTwoHours.getTime() + 25 * 3_600_000))).toBe(0);
    expect(await LeadModel.countDocuments({ phone: '+201009990000' })).toBe(1);
  });
});
