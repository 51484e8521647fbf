import request from 'supertest';
import { contract } from '@crm/contracts';
import { createTeam, createUser, makeApp, requestAs } from '../../../../test/helpers';
import { createLead } from '../../../../test/lead-fixtures';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();

/** Two teams, a person of each role, and leads placed so each role's view is distinct. */
async function agency() {
  const [north, south] = [await createTeam('North'), await createTeam('South')];
  const ceo = await createUser('CEO');
  const admin = await createUser('Admin');
  const manager = await createUser('Manager', { teamIds: [north._id] });
  const supervisor = await createUser('Supervisor', { teamId: north._id });
  const agent = await createUser('Agent', { teamId: north._id });
  const otherAgent = await createUser('Agent', { teamId: north._id });
  const southAgent = await createUser('Agent', { teamId: south._id });
  const leads = {
    agentOwn: await createLead({ name: 'agentOwn', assignedTo: agent, teamId: north }),
    agentPrivate: await createLead({
      name: 'agentPrivate',
      privacy: 'agent_private',
      assignedTo: agent,
      createdBy: agent,
      teamId: north,
    }),
    colleaguePrivate: await createLead({
      name: 'colleaguePrivate',
      privacy: 'agent_private',
      assignedTo: otherAgent,
      teamId: north,
    }),
    colleaguePublic: await createLead({ name: 'colleaguePublic', assignedTo: otherAgent, teamId: north }),
    south: await createLead({ name: 'south', assignedTo: southAgent, teamId: south }),
    createdByAgent: await createLead({
      name: 'createdByAgent',
      createdBy: agent,
      assignedTo: southAgent,
      teamId: south,
    }),
    deleted: await createLead({ name: 'deleted', assignedTo: agent, teamId: north, deletedAt: new Date() }),
  };
  return { ceo, admin, manager, supervisor, agent, otherAgent, southAgent, leads, north, south };
}

const names = async (as: ReturnType<typeof requestAs>, query = '') => {
  const res = await as.get(`/api/leads?limit=50${query}`).expect(200);
  return parseAnswer(contract.leads.list, res.body)
    .items.map((l) => l.name)
    .sort();
};

describe('GET /api/leads visibility', () => {
  it('shows each role exactly its leads, private ones only to their owner and CEO/Admin', async () => {
    const a = await agency();
    const all = ['agentOwn', 'agentPrivate', 'colleaguePrivate', 'colleaguePublic', 'createdByAgent', 'south'];
    expect(await names(requestAs(app, a.ceo))).toEqual(all);
    expect(await names(requestAs(app, a.admin))).toEqual(all);
    expect(await names(requestAs(app, a.manager))).toEqual(['agentOwn', 'colleaguePublic']);
    expect(await names(requestAs(app, a.supervisor))).toEqual(['agentOwn', 'colleaguePublic']);
    expect(await names(requestAs(app, a.agent))).toEqual(['agentOwn', 'agentPrivate', 'createdByAgent']);
    expect(await names(requestAs(app, a.southAgent))).toEqual(['createdByAgent', 'south']);
  });

  it('answers 404 for a lead outside the caller view, and 401 without a token', async () => {
    const a = await agency();
    await requestAs(app, a.agent).get(`/api/leads/${a.leads.colleaguePublic._id}`).expect(404);
    await requestAs(app, a.manager).get(`/api/leads/${a.leads.colleaguePrivate._id}`).expect(404);
    await requestAs(app, a.ceo).get(`/api/leads/${a.leads.deleted._id}`).expect(404);
    const own = await requestAs(app, a.agent).get(`/api/leads/${a.leads.agentOwn._id}`).expect(200);
    expect(parseAnswer(contract.leads.get, own.body)).toMatchObject({
      name: 'agentOwn',
      assignedTo: { name: a.agent.name },
      teamId: { name: 'North' },
    });
    await request(app).get('/api/leads').expect(401);
  });

  it('narrows by filters without escaping the caller view', async () => {
    const a = await agency();
    expect(await names(requestAs(app, a.agent), `&teamId=${a.south._id}`)).toEqual(['createdByAgent']);
    expect(await names(requestAs(app, a.manager), `&assignedTo=${a.southAgent._id}`)).toEqual([]);
    expect(await names(requestAs(app, a.ceo), `&assignedTo=${a.otherAgent._id}`)).toEqual([
      'colleaguePrivate',
      'colleaguePublic',
    ]);
  });
});

describe('GET /api/leads filters, order and paging', () => {
  it('searches name, email and phone literally and case-insensitively', async () => {
    const ceo = await createUser('CEO');
    await createLead({ name: 'Mariam (VIP)', phone: '201001112233' });
    await createLead({ name: 'Khaled', phone: '201005556677' });
    const as = requestAs(app, ceo);
    expect(await names(as, '&search=mariam')).toEqual(['Mariam (VIP)']);
    expect(await names(as, `&search=${encodeURIComponent('(vip)')}`)).toEqual(['Mariam (VIP)']);
    expect(await names(as, '&search=555-66')).toEqual(['Khaled']);
    expect(await names(as, `&search=${encodeURIComponent('+20 100 111')}`)).toEqual(['Mariam (VIP)']);
    // Digits inside a name query do not turn it into a phone search.
    expect(await names(as, '&search=khaled2010')).toEqual([]);
    expect(await names(as, '&search=.*')).toEqual([]);
  });

  it('finds leads as Arabic staff type them: Arabic names, Arabic-Indic digits, local phone forms, the same name twice', async () => {
    const ceo = await createUser('CEO');
    await createLead({ name: 'أحمد السيد', phone: '+201005556677' });
    await createLead({ name: 'أحمد السيد', phone: '+201112223344' });
    await createLead({ name: 'منى علي', phone: '+201223334455' });
    const as = requestAs(app, ceo);
    const search = (text: string) => names(as, `&search=${encodeURIComponent(text)}`);
    expect(await search('أحمد')).toEqual(['أحمد السيد', 'أحمد السيد']);
    expect(await search('٠١٠٠٥٥٥')).toEqual(['أحمد السيد']);
    expect(await search('۰۱۱۱ ۲۲۲')).toEqual(['أحمد السيد']);
    expect(await search('0122-333')).toEqual(['منى علي']);
    expect(await search('منى ٢')).toEqual([]);
  });

  it('filters by status, source and interest, and orders newest, oldest and A-Z', async () => {
    const ceo = await createUser('CEO');
    await createLead({
      name: 'bravo',
      status: 'Won',
      source: 'Campaign',
      propertyInterest: 'villa',
      createdAt: new Date('2026-01-02'),
    });
    await createLead({ name: 'Alpha', status: 'New', createdAt: new Date('2026-01-03') });
    await createLead({ name: 'charlie', status: 'Won', createdAt: new Date('2026-01-01') });
    const as = requestAs(app, ceo);
    expect(await names(as, '&status=Won')).toEqual(['bravo', 'charlie']);
    expect(await names(as, '&source=Campaign')).toEqual(['bravo']);
    expect(await names(as, '&interest=villa')).toEqual(['bravo']);
    const order = async (o: string) =>
      (await as.get(`/api/leads?order=${o}`)).body.items.map((l: { name: string }) => l.name);
    expect(await order('newest')).toEqual(['Alpha', 'bravo', 'charlie']);
    expect(await order('oldest')).toEqual(['charlie', 'bravo', 'Alpha']);
    expect(await order('az')).toEqual(['Alpha', 'bravo', 'charlie']);
  });

  it('pages with a default of 10 and answers the total', async () => {
    const ceo = await createUser('CEO');
    for (let i = 0; i < 12; i++) await createLead({ name: `L${String(i).padStart(2, '0')}` });
    const first = (await requestAs(app, ceo).get('/api/leads?order=az').expect(200)).body;
    expect(first).toMatchObject({ total: 12, page: 1, limit: 10 });
    expect(first.items).toHaveLength(10);
    const second = (await requestAs(app, ceo).get('/api/leads?order=az&page=2').expect(200)).body;
    expect(second.items.map((l: { name: string }) => l.name)).toEqual(['L10', 'L11']);
  });

  it('keeps hostile queries harmless', async () => {
    const ceo = await createUser('CEO');
    await createLead({ name: 'x', status: 'New' });
    const as = requestAs(app, ceo);
    const injected = await as.get('/api/leads?status[$ne]=x').expect(200); // unknown key dropped
    expect(injected.body.total).toBe(1);
    await as.get('/api/leads?status=Bogus').expect(400);
    await as.get('/api/leads?teamId=nope').expect(400);
    await as.get('/api/leads?order=random').expect(400);
    expect((await as.get('/api/leads?limit=99999').expect(200)).body.limit).toBe(200);
    await as.get('/api/leads?search=%5B').expect(200);
  });
});
