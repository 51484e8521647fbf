import { contract } from '@crm/contracts';
import { CampaignModel } from '../../lookups';
import { LeadModel } from '../../leads';
import { makeApp, oneOfEachRole, requestAs } from '../../../../test/helpers';
import { createLead, importLeadRows } from '../../../../test/lead-fixtures';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();
const ghost = '0123456789abcdef01234567';

describe('a lead names its campaign (beyond the spec)', () => {
  it('keeps the campaign on a new Campaign lead and answers it with its name', async () => {
    const p = await oneOfEachRole();
    const spring = await CampaignModel.create({ name: 'Spring', channel: 'Facebook' });
    const res = await requestAs(app, p.Admin)
      .post('/api/leads')
      .send({ name: 'From ads', source: 'Campaign', campaignId: String(spring._id) })
      .expect(201);
    expect(parseAnswer(contract.leads.create, res.body).campaignId).toEqual({
      _id: String(spring._id),
      name: 'Spring',
    });
  });

  it('drops the campaign of an Organic lead (a Manager’s leads are always Organic)', async () => {
    const p = await oneOfEachRole();
    const spring = await CampaignModel.create({ name: 'Spring', channel: 'Facebook' });
    const res = await requestAs(app, p.Manager)
      .post('/api/leads')
      .send({ name: 'Walk-in', source: 'Campaign', campaignId: String(spring._id) })
      .expect(201);
    expect(res.body).toMatchObject({ source: 'Organic', campaignId: null });
  });

  it('refuses a campaign that does not exist (400) and a malformed id', async () => {
    const p = await oneOfEachRole();
    const res = await requestAs(app, p.CEO)
      .post('/api/leads')
      .send({ name: 'X', source: 'Campaign', campaignId: ghost })
      .expect(400);
    expect(res.body.code).toBe('CAMPAIGN_UNKNOWN');
    await requestAs(app, p.CEO)
      .post('/api/leads')
      .send({ name: 'X', source: 'Campaign', campaignId: 'nope' })
      .expect(400);
    expect(await LeadModel.countDocuments({ name: 'X' })).toBe(0);
  });

  it('sets or clears the campaign of a Campaign lead on edit; refuses it on an Organic one', async () => {
    const p = await oneOfEachRole();
    const spring = await CampaignModel.create({ name: 'Spring', channel: 'Facebook' });
    const ads = await createLead({ name: 'Ads', source: 'Campaign', assignedTo: p.Agent, teamId: p.team });
    const walkIn = await createLead({ name: 'Walk', source: 'Organic', assignedTo: p.Agent, teamId: p.team });
    const as = requestAs(app, p.Agent);
    const set = await as
      .put(`/api/leads/${String(ads._id)}`)
      .send({ campaignId: String(spring._id) })
      .expect(200);
    expect(set.body.campaignId).toEqual({ _id: String(spring._id), name: 'Spring' });
    expect(
      (
        await as
          .put(`/api/leads/${String(ads._id)}`)
          .send({ campaignId: null })
          .expect(200)
      ).body.campaignId,
    ).toBeNull();
    const refused = await as
      .put(`/api/leads/${String(walkIn._id)}`)
      .send({ campaignId: String(spring._id) })
      .expect(400);
    expect(refused.body.code).toBe('LEAD_NOT_FROM_CAMPAIGN');
    await as
      .put(`/api/leads/${String(ads._id)}`)
      .send({ campaignId: ghost })
      .expect(400);
  });

  it('reads the "Campaign" column of an import by name, and warns of an unknown one on its row', async () => {
    const p = await oneOfEachRole();
    const spring = await CampaignModel.create({ name: 'Spring Offers', channel: 'Google' });
    const res = await importLeadRows(app, p.CEO, [
      ['Name', 'Phone', 'Source', 'Campaign'],
      ['Imported', '201555000001', 'Campaign', 'spring offers'],
      ['Nowhere', '201555000002', 'Campaign', 'Winter'],
    ]);
    // An unknown campaign never costs the client: the lead comes in without one, with a warning.
    expect(res.body).toMatchObject({
      created: 2,
      skipped: 0,
      errors: [],
      warnings: [{ row: 3, message: 'Unknown campaign "Winter": left empty, kept in the notes' }],
    });
    expect(String((await LeadModel.findOne({ name: 'Imported' }))?.campaignId)).toBe(String(spring._id));
    expect((await LeadModel.findOne({ name: 'Nowhere' }))?.campaignId ?? null).toBeNull();
  });
});

describe('GET /api/campaigns: results of attributed leads', () => {
  it('counts attributed, Qualified (or Won) and Won leads with the cost of each; deleted leads do not count', async () => {
    const p = await oneOfEachRole();
    const spring = await CampaignModel.create({
      name: 'Spring',
      channel: 'Facebook',
      metrics: { leads: 10, cost: 1200 },
    });
    await CampaignModel.create({ name: 'Idle', channel: 'Other', metrics: { leads: 0, cost: 300 } });
    const lead = (status: 'New' | 'Qualified' | 'Won' | 'Lost', deletedAt: Date | null = null) =>
      LeadModel.create({ name: status, status, source: 'Campaign', campaignId: spring._id, deletedAt });
    await Promise.all([
      lead('New'),
      lead('Qualified'),
      lead('Qualified'),
      lead('Won'),
      lead('Lost'),
      lead('Won', new Date()),
    ]);
    const page = parseAnswer(
      contract.campaigns.list,
      (await requestAs(app, p.Manager).get('/api/campaigns').expect(200)).body,
    );
    const byName = Object.fromEntries(page.items.map((c) => [c.name, c]));
    expect(byName.Spring!.attribution).toEqual({
      leads: 5,
      qualified: 3,
      won: 1,
      costPerQualified: 400,
      costPerWon: 1200,
    });
    expect(byName.Idle!.attribution).toEqual({ leads: 0, qualified: 0, won: 0, costPerQualified: 0, costPerWon: 0 });
  });
});

describe('GET /api/campaigns/names', () => {
  it('answers every role with names only', async () => {
    const p = await oneOfEachRole();
    await CampaignModel.create({ name: 'Spring', channel: 'Facebook', metrics: { leads: 1, cost: 9 } });
    for (const role of ['CEO', 'Admin', 'Manager', 'Supervisor', 'Agent'] as const) {
      const res = await requestAs(app, p[role]).get('/api/campaigns/names').expect(200);
      expect(parseAnswer(contract.campaigns.names, res.body)).toEqual([{ _id: expect.any(String), name: 'Spring' }]);
    }
  });
});
