import { contract } from '@crm/contracts';
import { LeadModel } from '../lead.model';
import { slaOf } from '../lead.first-contact';
import { migrateFirstContactDeadlines } from '../lead.first-contact-migration';
import { createLogger } from '../../../lib/logger';
import { createTeam, createUser, makeApp, requestAs, testConfig } from '../../../../test/helpers';
import { createLead } from '../../../../test/lead-fixtures';
import { sheetDataUrl } from '../../../../test/hostile-files';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();
const sla = slaOf(testConfig);
const HOUR = 3_600_000;

/** Stored fields a test sets directly (what the app would have written earlier). */
const setRaw = (lead: { _id: unknown }, fields: Record<string, unknown>) =>
  LeadModel.collection.updateOne({ _id: lead._id as never }, { $set: fields });

describe('firstContactDueAt', () => {
  it('is set by create: assignedAt + the SLA in working time, null for an unassigned lead', async () => {
    const team = await createTeam();
    const agent = await createUser('Agent', { teamId: team._id });
    const admin = await createUser('Admin');
    const own = parseAnswer(
      contract.leads.create,
      (await requestAs(app, agent).post('/api/leads').send({ name: 'Walk-in' }).expect(201)).body,
    );
    expect(own.assignedAt).not.toBeNull();
    expect(own.firstContactDueAt).toBe(sla.dueAt(new Date(own.assignedAt!))!.toISOString());
    expect(Date.parse(own.firstContactDueAt!) - Date.parse(own.assignedAt!)).toBeGreaterThanOrEqual(15 * 60_000);

    const unassigned = (await requestAs(app, admin).post('/api/leads').send({ name: 'Nobody yet' }).expect(201)).body;
    expect(unassigned).toMatchObject({ assignedTo: null, assignedAt: null, firstContactDueAt: null });
  });

  it('is set by import in the inserted rows, null on rows without an assignee', async () => {
    const admin = await createUser('Admin');
    const agent = await createUser('Agent', { teamId: (await createTeam())._id });
    const dataUrl = sheetDataUrl(
      [
        ['Name', 'Assigned to'],
        ['Given', agent.email],
        ['Unassigned', ''],
      ],
      'xlsx',
      'Leads',
    );
    await requestAs(app, admin).post('/api/leads/import').send({ dataUrl }).expect(200);
    const given = await LeadModel.findOne({ name: 'Given' }).lean();
    expect(given?.firstContactDueAt).toEqual(sla.dueAt(given!.assignedAt!));
    const unassigned = await LeadModel.findOne({ name: 'Unassigned' }).lean();
    expect(unassigned).toMatchObject({ assignedAt: null, firstContactDueAt: null });
  });

  it('starts again on assignment to someone else, who may be reported late again', async () => {
    const team = await createTeam();
    const supervisor = await createUser('Supervisor', { teamId: team._id });
    const [first, second] = [
      await createUser('Agent', { teamId: team._id }),
      await createUser('Agent', { teamId: team._id }),
    ];
    const lead = await createLead({ teamId: team, assignedTo: first });
    const old = new Date(Date.now() - 48 * HOUR);
    await setRaw(lead, { assignedAt: old, firstContactDueAt: old, firstContactAlertedAt: old });
    const res = await requestAs(app, supervisor)
      .post(`/api/leads/${lead._id}/assign`)
      .send({ userId: String(second._id) })
      .expect(200);
    const answer = parseAnswer(contract.leads.assign, res.body);
    expect(Date.parse(answer.assignedAt!)).toBeGreaterThan(old.getTime());
    expect(answer.firstContactDueAt).toBe(sla.dueAt(new Date(answer.assignedAt!))!.toISOString());
    expect((await LeadModel.findById(lead._id).lean())?.firstContactAlertedAt).toBeNull();
  });

  it('starts again on a bulk assignment too; a bulk status change by the assignee is their first contact', async () => {
    const team = await createTeam();
    const manager = await createUser('Manager', { teamIds: [team._id] });
    const [first, second] = [
      await createUser('Agent', { teamId: team._id }),
      await createUser('Agent', { teamId: team._id }),
    ];
    const lead = await createLead({ teamId: team, assignedTo: first });
    const old = new Date(Date.now() - 48 * HOUR);
    await setRaw(lead, { assignedAt: old, firstContactDueAt: old, firstContactAlertedAt: old, firstContactAt: old });
    await requestAs(app, manager)
      .post('/api/leads/bulk')
      .send({ action: 'assign', userId: String(second._id), ids: [String(lead._id)] })
      .expect(200);
    const moved = (await LeadModel.findById(lead._id).lean())!;
    expect(moved.assignedAt!.getTime()).toBeGreaterThan(old.getTime());
    expect(moved.firstContactDueAt).toEqual(sla.dueAt(moved.assignedAt!));
    expect(moved).toMatchObject({ firstContactAt: null, firstContactAlertedAt: null });

    // The Manager's status change is not the assignee's contact; the assignee's is.
    const status = (user: { _id: unknown }, to: string) =>
      requestAs(app, user)
        .post('/api/leads/bulk')
        .send({ action: 'status', status: to, ids: [String(lead._id)] })
        .expect(200);
    await status(manager, 'Contacted');
    expect((await LeadModel.findById(lead._id).lean())!.firstContactAt).toBeNull();
    await status(second, 'Qualified');
    expect((await LeadModel.findById(lead._id).lean())!.firstContactAt).not.toBeNull();
  });
});

describe('GET /api/leads?firstContact=overdue', () => {
  it('lists New, assigned, uncontacted, live leads past their deadline, within what the caller sees', async () => {
    const team = await createTeam();
    const agent = await createUser('Agent', { teamId: team._id });
    const colleague = await createUser('Agent', { teamId: team._id });
    const supervisor = await createUser('Supervisor', { teamId: team._id });
    const past = new Date(Date.now() - HOUR);
    const future = new Date(Date.now() + HOUR);
    const make = async (name: string, fields: Record<string, unknown>, owner = agent, status = 'New' as const) => {
      const lead = await createLead({ name, teamId: team, assignedTo: owner, status });
      await setRaw(lead, { firstContactDueAt: past, ...fields });
      return lead;
    };
    await make('late', {});
    await make('late colleague', {}, colleague);
    await make('contacted', { firstContactAt: new Date(Date.now() - 2 * HOUR) });
    await make('not yet due', { firstContactDueAt: future });
    await make('moved on', {}, agent, 'Contacted' as never);
    await make('deleted', { deletedAt: new Date() });
    const names = async (user: { _id: unknown }) => {
      const res = await requestAs(app, user).get('/api/leads?firstContact=overdue&limit=50').expect(200);
      return parseAnswer(contract.leads.list, res.body)
        .items.map((l) => l.name)
        .sort();
    };
    expect(await names(supervisor)).toEqual(['late', 'late colleague']);
    expect(await names(agent)).toEqual(['late']);
    await requestAs(app, agent).get('/api/leads?firstContact=late').expect(400);
  });
});

describe('start-up migration of first-contact deadlines', () => {
  it('dates existing leads in batches, marks the already late as reported, and is idempotent', async () => {
    const agent = await createUser('Agent');
    const assignedAt = new Date(Date.now() - 72 * HOUR);
    const stored = await Promise.all([
      createLead({ name: 'old late', assignedTo: agent }),
      createLead({ name: 'old contacted', assignedTo: agent }),
      createLead({ name: 'old unassigned' }),
      // Written with a null deadline (the demo seed): dated too.
      createLead({ name: 'seeded', assignedTo: agent }),
    ]);
    // As stored before speed-to-lead: no deadline field at all.
    await LeadModel.collection.updateMany(
      { name: { $ne: 'seeded' } },
      { $unset: { firstContactDueAt: '', firstContactAlertedAt: '' } },
    );
    await setRaw(stored[0], { assignedAt });
    await setRaw(stored[1], { assignedAt, firstContactAt: new Date(assignedAt.getTime() + HOUR) });
    const logger = createLogger('silent');
    expect(await migrateFirstContactDeadlines(sla, logger)).toEqual({ dated: 3, unassigned: 1 });
    const late = await LeadModel.collection.findOne({ name: 'old late' });
    expect(late?.firstContactDueAt).toEqual(sla.dueAt(assignedAt));
    expect(late?.firstContactAlertedAt).toBeInstanceOf(Date);
    const contacted = await LeadModel.collection.findOne({ name: 'old contacted' });
    expect(contacted?.firstContactAlertedAt ?? null).toBeNull();
    expect((await LeadModel.collection.findOne({ name: 'old unassigned' }))?.firstContactDueAt).toBeNull();
    expect((await LeadModel.collection.findOne({ name: 'seeded' }))?.firstContactDueAt).toBeInstanceOf(Date);
    expect(await migrateFirstContactDeadlines(sla, logger)).toEqual({ dated: 0, unassigned: 0 });
  });
});
