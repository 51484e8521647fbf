import { CampaignModel } from '../../lookups';
import { commandsSentBy } from '../../../../test/commands';
import { createTeam, createUser, makeApp, requestAs } from '../../../../test/helpers';
import { createLead } from '../../../../test/lead-fixtures';

const app = makeApp();

/** Twelve leads, each with its own assignee, creator, team and campaign. */
async function agencyWithLeads() {
  const admin = await createUser('Admin');
  const leads = [];
  for (let i = 0; i < 12; i++) {
    const team = await createTeam(`Team ${i} ${Math.random()}`);
    const agent = await createUser('Agent', { name: `Agent ${i}`, teamId: team._id });
    const campaign = await CampaignModel.create({ name: `Campaign ${i}`, channel: 'Facebook' });
    leads.push(
      await createLead({
        name: `Lead ${i}`,
        assignedTo: agent,
        createdBy: admin,
        teamId: team,
        campaignId: campaign,
        source: 'Campaign',
      }),
    );
  }
  return { admin, leads };
}

describe('reads of leads and users: one command for the page and what it refers to', () => {
  it('a lead page is one aggregation beside its count, whatever the page size, with every name joined in', async () => {
    const { admin } = await agencyWithLeads();
    for (const limit of [2, 10]) {
      let body:
        | {
            items: {
              name: string;
              assignedTo: { name: string } | null;
              teamId: { name: string } | null;
              campaignId: { name: string } | null;
              createdBy: { name: string } | null;
            }[];
            total: number;
          }
        | undefined;
      const sent = await commandsSentBy(async () => {
        body = (await requestAs(app, admin).get(`/api/leads?limit=${limit}&sort=name`).expect(200)).body;
      });
      expect(sent).toEqual(['leads.aggregate', 'leads.count']);
      expect(body!.total).toBe(12);
      expect(body!.items).toHaveLength(limit);
      for (const lead of body!.items) {
        const i = lead.name.replace('Lead ', '');
        expect([lead.assignedTo?.name, lead.teamId?.name.startsWith(`Team ${i} `), lead.campaignId?.name]).toEqual([
          `Agent ${i}`,
          true,
          `Campaign ${i}`,
        ]);
        expect(lead.createdBy?.name).toBe(admin.name);
      }
    }
  });

  it('a lead is one aggregation, and a lead without people, team or campaign answers nulls', async () => {
    const { admin, leads } = await agencyWithLeads();
    const bare = await createLead({ name: 'Nobody’s' });
    const sent = await commandsSentBy(() => requestAs(app, admin).get(`/api/leads/${leads[3]!._id}`).expect(200));
    expect(sent).toEqual(['leads.aggregate']);
    const { body } = await requestAs(app, admin).get(`/api/leads/${bare._id}`).expect(200);
    expect([body.assignedTo, body.createdBy, body.teamId, body.campaignId]).toEqual([null, null, null, null]);
  });

  it('a users page is one aggregation beside its count, with the teams a Manager runs in their order', async () => {
    const admin = await createUser('Admin');
    const [b, a, c] = [await createTeam('B team'), await createTeam('A team'), await createTeam('C team')];
    await createUser('Manager', { name: 'Aaa Manager', teamIds: [b._id, a._id, c._id] });
    await createUser('Agent', { name: 'Aab Agent', teamId: c._id });
    let body: { items: { name: string; teamId: { name: string } | null; teamIds: { name: string }[] }[] } | undefined;
    const sent = await commandsSentBy(async () => {
      body = (await requestAs(app, admin).get('/api/users?limit=2').expect(200)).body;
    });
    expect(sent).toEqual(['users.aggregate', 'users.count']);
    expect(body!.items.map((u) => [u.name, u.teamId?.name ?? null, u.teamIds.map((t) => t.name)])).toEqual([
      ['Aaa Manager', null, ['B team', 'A team', 'C team']],
      ['Aab Agent', 'C team', []],
    ]);
  });
});
