import { contract, type Campaign } from '@crm/contracts';
import { CampaignModel } from '../../lookups';
import { makeApp, oneOfEachRole, requestAs } from '../../../../test/helpers';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();
const ghost = '0123456789abcdef01234567';

/** A campaign in one line, as its row in the list reads. */
const rowOf = (c: Campaign) =>
  `${c.name} · ${c.channel} · ${c.status} · ${c.metrics.leads} leads · cost ${c.metrics.cost} · CPA ${c.cpa}`;

describe('GET /api/campaigns', () => {
  it('answers CEO, Admin and Manager with each CPA and the totals; refuses Supervisor and Agent', async () => {
    const p = await oneOfEachRole();
    await CampaignModel.create({ name: 'Spring', channel: 'Facebook', metrics: { leads: 4, cost: 500 } });
    await CampaignModel.create({ name: 'Idle', channel: 'TikTok', status: 'Paused' });
    for (const role of ['CEO', 'Admin', 'Manager'] as const) {
      const res = await requestAs(app, p[role]).get('/api/campaigns').expect(200);
      const page = parseAnswer(contract.campaigns.list, res.body);
      expect(page.total).toBe(2);
      expect(page.totals).toEqual({ leads: 4, cost: 500, cpa: 125 });
      const byName = Object.fromEntries(page.items.map((c) => [c.name, c]));
      expect(rowOf(byName.Spring!)).toBe('Spring · Facebook · Active · 4 leads · cost 500 · CPA 125');
      expect(rowOf(byName.Idle!)).toBe('Idle · TikTok · Paused · 0 leads · cost 0 · CPA 0');
    }
    for (const role of ['Supervisor', 'Agent'] as const)
      await requestAs(app, p[role]).get('/api/campaigns').expect(403);
  });

  it('answers zero totals with no campaigns, and pages on the server', async () => {
    const p = await oneOfEachRole();
    expect((await requestAs(app, p.CEO).get('/api/campaigns').expect(200)).body.totals).toEqual({
      leads: 0,
      cost: 0,
      cpa: 0,
    });
    for (let i = 0; i < 3; i++)
      await CampaignModel.create({ name: `C${i}`, channel: 'Other', metrics: { leads: 1, cost: 10 } });
    const res = await requestAs(app, p.CEO).get('/api/campaigns?limit=2&page=2').expect(200);
    expect(res.body).toMatchObject({ total: 3, page: 2, limit: 2, totals: { leads: 3, cost: 30, cpa: 10 } });
    expect(res.body.items).toHaveLength(1);
  });
});

describe('POST /api/campaigns', () => {
  it('lets CEO and Admin add a campaign (Active, no leads, no cost)', async () => {
    const p = await oneOfEachRole();
    for (const role of ['CEO', 'Admin'] as const) {
      const res = await requestAs(app, p[role])
        .post('/api/campaigns')
        .send({ name: ' Summer ', channel: 'Google' })
        .expect(201);
      expect(rowOf(parseAnswer(contract.campaigns.create, res.body))).toBe(
        'Summer · Google · Active · 0 leads · cost 0 · CPA 0',
      );
    }
  });

  it('refuses Manager, Supervisor and Agent (403)', async () => {
    const p = await oneOfEachRole();
    for (const role of ['Manager', 'Supervisor', 'Agent'] as const)
      await requestAs(app, p[role]).post('/api/campaigns').send({ name: 'X', channel: 'Google' }).expect(403);
    expect(await CampaignModel.countDocuments()).toBe(0);
  });

  it('refuses a blank name and an unknown channel with a 400', async () => {
    const p = await oneOfEachRole();
    const blank = await requestAs(app, p.CEO)
      .post('/api/campaigns')
      .send({ name: '   ', channel: 'Google' })
      .expect(400);
    expect(blank.body.message).toMatch(/Name is required/);
    await requestAs(app, p.CEO).post('/api/campaigns').send({ name: 'X', channel: 'Radio' }).expect(400);
    await requestAs(app, p.CEO)
      .post('/api/campaigns')
      .send({ name: 'x'.repeat(201), channel: 'Google' })
      .expect(400);
    await requestAs(app, p.CEO)
      .post('/api/campaigns')
      .send({ name: { $gt: '' }, channel: 'Google' })
      .expect(400);
  });
});

describe('PUT /api/campaigns/:id', () => {
  it('changes name, channel, status and metrics; the CPA follows', async () => {
    const p = await oneOfEachRole();
    const c = await CampaignModel.create({ name: 'Spring', channel: 'Facebook' });
    const res = await requestAs(app, p.Admin)
      .put(`/api/campaigns/${String(c._id)}`)
      .send({ name: 'Spring 2', channel: 'Instagram', status: 'Stopped', metrics: { leads: 8, cost: 1000 } })
      .expect(200);
    const saved = parseAnswer(contract.campaigns.update, res.body);
    expect(rowOf(saved)).toBe('Spring 2 · Instagram · Stopped · 8 leads · cost 1000 · CPA 125');
  });

  it('ignores a CPA sent by the client (it is derived)', async () => {
    const p = await oneOfEachRole();
    const c = await CampaignModel.create({ name: 'S', channel: 'Facebook' });
    const res = await requestAs(app, p.CEO)
      .put(`/api/campaigns/${String(c._id)}`)
      .send({ metrics: { leads: 2, cost: 10 }, cpa: 999 })
      .expect(200);
    expect(res.body.cpa).toBe(5);
  });

  it('refuses negative or non-numeric metrics, fractional leads, a blank name, a bad status', async () => {
    const p = await oneOfEachRole();
    const c = await CampaignModel.create({ name: 'S', channel: 'Facebook' });
    const put = (body: unknown) =>
      requestAs(app, p.CEO)
        .put(`/api/campaigns/${String(c._id)}`)
        .send(body as object);
    expect((await put({ metrics: { leads: -1, cost: 0 } }).expect(400)).body.message).toMatch(/negative/);
    await put({ metrics: { leads: 1, cost: -5 } }).expect(400);
    await put({ metrics: { leads: 1.5, cost: 5 } }).expect(400);
    await put({ metrics: { leads: '3', cost: 5 } }).expect(400);
    await put({ metrics: { leads: 1 } }).expect(400);
    await put({ name: '' }).expect(400);
    await put({ status: 'Running' }).expect(400);
  });

  it('refuses Manager, Supervisor and Agent (403); an unknown id is a 404, a malformed one a 400', async () => {
    const p = await oneOfEachRole();
    const c = await CampaignModel.create({ name: 'S', channel: 'Facebook' });
    for (const role of ['Manager', 'Supervisor', 'Agent'] as const)
      await requestAs(app, p[role])
        .put(`/api/campaigns/${String(c._id)}`)
        .send({ name: 'Y' })
        .expect(403);
    const missing = await requestAs(app, p.CEO).put(`/api/campaigns/${ghost}`).send({ name: 'Y' }).expect(404);
    expect(missing.body.code).toBe('CAMPAIGN_NOT_FOUND');
    await requestAs(app, p.CEO).put('/api/campaigns/abc').send({ name: 'Y' }).expect(400);
  });
});

describe('DELETE /api/campaigns/:id', () => {
  it('lets CEO and Admin delete; refuses the other roles; a second delete is a 404', async () => {
    const p = await oneOfEachRole();
    const a = await CampaignModel.create({ name: 'A', channel: 'Other' });
    const b = await CampaignModel.create({ name: 'B', channel: 'Other' });
    for (const role of ['Manager', 'Supervisor', 'Agent'] as const)
      await requestAs(app, p[role])
        .delete(`/api/campaigns/${String(a._id)}`)
        .expect(403);
    parseAnswer(
      contract.campaigns.remove,
      (
        await requestAs(app, p.CEO)
          .delete(`/api/campaigns/${String(a._id)}`)
          .expect(200)
      ).body,
    );
    await requestAs(app, p.Admin)
      .delete(`/api/campaigns/${String(b._id)}`)
      .expect(200);
    await requestAs(app, p.CEO)
      .delete(`/api/campaigns/${String(a._id)}`)
      .expect(404);
    expect(await CampaignModel.countDocuments()).toBe(0);
  });
});
