import mongoose, { type Types } from 'mongoose';
import { contract, type BulkLeadsResult, type Role } from '@crm/contracts';
import { LeadModel } from '../lead.model';
import { NotificationModel } from '../../notifications';
import { createTeam, createUser, makeApp, oneOfEachRole, requestAs } from '../../../../test/helpers';
import { createLead } from '../../../../test/lead-fixtures';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();
type Doc = { _id: Types.ObjectId };
const ids = (...docs: Doc[]) => docs.map((d) => String(d._id));

async function bulk(user: Doc, body: Record<string, unknown>): Promise<BulkLeadsResult> {
  const res = await requestAs(app, user).post('/api/leads/bulk').send(body).expect(200);
  return parseAnswer(contract.leads.bulk, res.body);
}

/** A refused request: its status and `{ message, code }`. */
async function refused(user: Doc, body: Record<string, unknown>, status: number) {
  const res = await requestAs(app, user).post('/api/leads/bulk').send(body).expect(status);
  return res.body as { message: string; code: string };
}

/** The skipped groups as `{ reason: [ids] }`, ids sorted, for exact comparisons. */
const reasons = (result: BulkLeadsResult) =>
  Object.fromEntries(result.skipped.map((s) => [s.reason, [...s.ids].sort()]));

const historyOf = async (lead: Doc) => (await LeadModel.findById(lead._id).select('+history').lean())!.history ?? [];

describe('POST /api/leads/bulk: status', () => {
  it('changes what the caller may change, says why not for the rest, and records history only for the changed', async () => {
    const team = await createTeam();
    const agent = await createUser('Agent', { teamId: team._id });
    const other = await createUser('Agent', { teamId: team._id });
    const mine = await createLead({ assignedTo: agent, teamId: team });
    const mineWon = await createLead({ assignedTo: agent, teamId: team, status: 'Won' });
    const alreadyContacted = await createLead({ assignedTo: agent, teamId: team, status: 'Contacted' });
    // Created by the agent, assigned to someone else: visible, but an Agent changes only their own.
    const createdOnly = await createLead({ createdBy: agent, assignedTo: other, teamId: team });
    const invisible = await createLead({ assignedTo: other, teamId: team });
    const unknown = '0123456789abcdef01234567';

    const result = await bulk(agent, {
      action: 'status',
      status: 'Contacted',
      ids: [...ids(mine, mineWon, alreadyContacted, createdOnly, invisible), unknown],
    });
    expect(result).toMatchObject({ action: 'status', requested: 6, changed: 1, changedIds: ids(mine) });
    expect(reasons(result)).toEqual({
      STATUS_CHANGE_FORBIDDEN: ids(mineWon, createdOnly).sort(),
      UNCHANGED: ids(alreadyContacted),
      NOT_FOUND: [String(invisible._id), unknown].sort(),
    });
    expect(result.skipped.find((s) => s.reason === 'STATUS_CHANGE_FORBIDDEN')).toMatchObject({
      count: 2,
      message: 'Not allowed to change status',
    });

    // The refused are untouched and have no record.
    const after = await LeadModel.find({
      _id: { $in: [mine._id, mineWon._id, createdOnly._id, invisible._id] },
    }).lean();
    const statusOf = (d: Doc) => after.find((l) => l._id.equals(d._id))!.status;
    expect([statusOf(mine), statusOf(mineWon), statusOf(createdOnly), statusOf(invisible)]).toEqual([
      'Contacted',
      'Won',
      'New',
      'New',
    ]);
    const history = await historyOf(mine);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ kind: 'status', from: 'New', to: 'Contacted', actor: { name: agent.name } });
    for (const lead of [mineWon, alreadyContacted, createdOnly, invisible]) expect(await historyOf(lead)).toEqual([]);
  });

  it('lets a Supervisor reopen a Won lead and notifies its assignee; no notice for their own leads', async () => {
    const team = await createTeam();
    const supervisor = await createUser('Supervisor', { teamId: team._id });
    const agent = await createUser('Agent', { teamId: team._id });
    const won = await createLead({ status: 'Won', assignedTo: agent, teamId: team });
    const own = await createLead({ assignedTo: supervisor, teamId: team });
    const result = await bulk(supervisor, { action: 'status', status: 'Qualified', ids: ids(won, own) });
    expect(result.changed).toBe(2);
    const notes = await NotificationModel.find().lean();
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ type: 'StatusChange', oldValue: 'Won', newValue: 'Qualified' });
    expect(String(notes[0]!.recipientId)).toBe(String(agent._id));
  });

  it('sets the follow-up with a follow-up status, and refuses it (400) with any other', async () => {
    const ceo = await createUser('CEO');
    const a = await createLead();
    const b = await createLead();
    const at = '2031-05-01T09:30:00.000Z';
    const result = await bulk(ceo, {
      action: 'status',
      status: 'FollowUp',
      followUpDate: at,
      followUpNotes: 'Call back',
      ids: ids(a, b),
    });
    expect(result.changed).toBe(2);
    const stored = await LeadModel.findById(a._id).lean();
    expect(stored).toMatchObject({ status: 'FollowUp', followUpNotes: 'Call back' });
    expect(stored!.followUpDate!.toISOString()).toBe(at);
    expect((await historyOf(a)).map((e) => e.kind).sort()).toEqual(['followUp', 'status']);

    const refusal = await refused(ceo, { action: 'status', status: 'Won', followUpDate: at, ids: ids(a) }, 400);
    expect(refusal.code).toBe('FOLLOW_UP_NOT_ALLOWED');
    expect((await LeadModel.findById(a._id).lean())!.status).toBe('FollowUp');
  });
});

describe('POST /api/leads/bulk: FollowUp needs a date', () => {
  it('changes no lead to FollowUp without a date, counting each as FOLLOW_UP_DATE_REQUIRED; a lead with its own date keeps it', async () => {
    const ceo = await createUser('CEO');
    const fresh = await createLead();
    const contacted = await createLead({ status: 'Contacted' });
    const dated = await createLead({ status: 'Contacted' });
    const at = new Date('2031-05-01T09:30:00.000Z');
    await LeadModel.updateOne({ _id: dated._id }, { $set: { followUpDate: at } });

    const result = await bulk(ceo, { action: 'status', status: 'FollowUp', ids: ids(fresh, contacted) });
    expect(result).toMatchObject({ changed: 0, changedIds: [] });
    expect(reasons(result)).toEqual({ FOLLOW_UP_DATE_REQUIRED: ids(fresh, contacted).sort() });
    expect(result.skipped[0]!.message).toBe('A follow-up needs a date and time');
    const statuses = (await LeadModel.find({ _id: { $in: [fresh._id, contacted._id] } }).lean()).map((l) => l.status);
    expect(statuses.sort()).toEqual(['Contacted', 'New']);
    for (const lead of [fresh, contacted]) expect(await historyOf(lead)).toEqual([]);

    const withOwnDate = await bulk(ceo, { action: 'status', status: 'FollowUp', ids: ids(fresh, dated) });
    expect(withOwnDate.changedIds).toEqual(ids(dated));
    expect(reasons(withOwnDate)).toEqual({ FOLLOW_UP_DATE_REQUIRED: ids(fresh) });
    const kept = await LeadModel.findById(dated._id).lean();
    expect(kept).toMatchObject({ status: 'FollowUp' });
    expect(kept!.followUpDate!.toISOString()).toBe(at.toISOString());
  });
});

describe('POST /api/leads/bulk: assign', () => {
  it('assigns the public leads within the caller team, moves them and notifies the assignee once per lead', async () => {
    const [team, elsewhere] = [await createTeam(), await createTeam()];
    const manager = await createUser('Manager', { teamIds: [team._id] });
    const agent = await createUser('Agent', { teamId: team._id, name: 'Nour' });
    const before = await createUser('Agent', { teamId: team._id, name: 'Omar' });
    const a = await createLead({ teamId: team, assignedTo: before });
    const b = await createLead({ teamId: team });
    const privateLead = await createLead({ teamId: team, createdBy: manager, privacy: 'agent_private' });
    const already = await createLead({ teamId: team, assignedTo: agent });
    const otherTeam = await createLead({ teamId: elsewhere });

    const result = await bulk(manager, {
      action: 'assign',
      userId: String(agent._id),
      ids: ids(a, b, privateLead, already, otherTeam),
    });
    expect(result.changed).toBe(2);
    expect([...result.changedIds].sort()).toEqual(ids(a, b).sort());
    expect(reasons(result)).toEqual({
      LEAD_NOT_PUBLIC: ids(privateLead),
      UNCHANGED: ids(already),
      NOT_FOUND: ids(otherTeam),
    });
    const stored = await LeadModel.find({ _id: { $in: [a._id, b._id] } }).lean();
    for (const lead of stored) expect(String(lead.assignedTo)).toBe(String(agent._id));
    expect((await historyOf(a))[0]).toMatchObject({ kind: 'assignment', from: 'Omar', to: 'Nour' });
    expect((await historyOf(b))[0]).toMatchObject({ kind: 'assignment', from: null, to: 'Nour' });
    expect(await historyOf(privateLead)).toEqual([]);
    const notes = await NotificationModel.find().sort({ leadName: 1 }).lean();
    expect(notes).toHaveLength(2);
    for (const n of notes) expect(n).toMatchObject({ type: 'Reassignment', newValue: 'Nour' });
    expect(notes.map((n) => n.oldValue).sort()).toEqual([null, 'Omar'].sort());
  });

  it('moves each lead to the assignee team (CEO), and refuses an assignee outside the rules', async () => {
    const [t1, t2] = [await createTeam(), await createTeam()];
    const ceo = await createUser('CEO');
    const admin = await createUser('Admin');
    const agent = await createUser('Agent', { teamId: t2._id });
    const lead = await createLead({ teamId: t1 });
    await bulk(ceo, { action: 'assign', userId: String(agent._id), ids: ids(lead) });
    expect(String((await LeadModel.findById(lead._id).lean())!.teamId)).toBe(String(t2._id));

    const toAdmin = await refused(ceo, { action: 'assign', userId: String(admin._id), ids: ids(lead) }, 400);
    expect(toAdmin.code).toBe('LEAD_ASSIGNEE_NOT_ALLOWED');
    const supervisor = await createUser('Supervisor', { teamId: t1._id });
    const outside = await refused(supervisor, { action: 'assign', userId: String(agent._id), ids: ids(lead) }, 403);
    expect(outside.code).toBe('LEAD_ASSIGNEE_OUTSIDE_TEAM');
  });
});

describe('POST /api/leads/bulk: convert and delete', () => {
  it('converts the private leads only', async () => {
    const admin = await createUser('Admin');
    const priv = await createLead({ privacy: 'agent_private' });
    const pub = await createLead();
    const result = await bulk(admin, { action: 'convert', ids: ids(priv, pub) });
    expect(result).toMatchObject({ changed: 1, changedIds: ids(priv) });
    expect(reasons(result)).toEqual({ UNCHANGED: ids(pub) });
    expect((await LeadModel.findById(priv._id).lean())!.privacy).toBe('public');
    expect((await historyOf(priv))[0]).toMatchObject({ kind: 'privacy', from: 'agent_private', to: 'public' });
    expect(await historyOf(pub)).toEqual([]);
  });

  it('deletes, hides their notifications, and the bulk restore brings them back', async () => {
    const ceo = await createUser('CEO');
    const agent = await createUser('Agent');
    const a = await createLead({ assignedTo: agent });
    const b = await createLead();
    const live = await createLead();
    await NotificationModel.create({
      leadId: a._id,
      leadName: 'x',
      type: 'StatusChange',
      changedBy: { name: 'y', role: 'CEO' },
      recipientId: agent._id,
    });
    const deleted = await bulk(ceo, { action: 'delete', ids: ids(a, b) });
    expect(deleted.changed).toBe(2);
    expect(await LeadModel.countDocuments({ deletedAt: null })).toBe(1);
    expect((await NotificationModel.findOne().lean())!.leadDeleted).toBe(true);
    expect((await historyOf(a))[0]).toMatchObject({ kind: 'deleted' });

    const res = await requestAs(app, ceo)
      .post('/api/leads/bulk-restore')
      .send({ ids: [...ids(a, b, live), '0123456789abcdef01234567'] })
      .expect(200);
    const restored = parseAnswer(contract.leads.bulkRestore, res.body);
    expect(restored).toMatchObject({ action: 'restore', changed: 2 });
    expect(reasons(restored)).toEqual({ NOT_DELETED: ids(live), NOT_FOUND: ['0123456789abcdef01234567'] });
    expect(await LeadModel.countDocuments({ deletedAt: null })).toBe(3);
    expect((await NotificationModel.findOne().lean())!.leadDeleted).toBe(false);
    expect((await historyOf(a)).map((e) => e.kind)).toEqual(['restored', 'deleted']);
  });
});

describe('POST /api/leads/bulk: by filter', () => {
  it('acts on every visible lead matching the filter, nothing else', async () => {
    const team = await createTeam();
    const supervisor = await createUser('Supervisor', { teamId: team._id });
    const match1 = await createLead({ teamId: team, status: 'New', name: 'Alpha' });
    const match2 = await createLead({ teamId: team, status: 'New', name: 'Alpha two' });
    const otherStatus = await createLead({ teamId: team, status: 'Lost', name: 'Alpha lost' });
    const invisible = await createLead({ status: 'New', name: 'Alpha hidden' });
    const result = await bulk(supervisor, {
      action: 'status',
      status: 'Contacted',
      filter: { status: 'New', search: 'alpha' },
    });
    expect(result).toMatchObject({ requested: 2, changed: 2, skipped: [] });
    expect([...result.changedIds].sort()).toEqual(ids(match1, match2).sort());
    const untouched = await LeadModel.find({ _id: { $in: [otherStatus._id, invisible._id] } }).lean();
    expect(untouched.map((l) => l.status).sort()).toEqual(['Lost', 'New']);
  });

  it('needs ids or a filter, not both; caps the ids; restore takes ids only', async () => {
    const ceo = await createUser('CEO');
    const lead = await createLead();
    expect((await refused(ceo, { action: 'delete' }, 400)).message).toMatch(/either ids or filter/);
    await refused(ceo, { action: 'delete', ids: ids(lead), filter: {} }, 400);
    await refused(ceo, { action: 'delete', ids: [] }, 400);
    await refused(ceo, { action: 'delete', ids: ['nope'] }, 400);
    await refused(ceo, { action: 'explode', ids: ids(lead) }, 400);
    await refused(ceo, { action: 'delete', filter: { owner: 'x' } }, 400);
    await refused(ceo, { action: 'restore', filter: {} }, 400);
    const tooMany = Array.from({ length: 1001 }, () => String(lead._id));
    expect((await refused(ceo, { action: 'delete', ids: tooMany }, 400)).message).toMatch(/1000/);
    expect(await LeadModel.countDocuments({ deletedAt: null })).toBe(1);
  });
});

describe('POST /api/leads/bulk: races and limits', () => {
  it('leaves a lead someone changed meanwhile alone, says so, and writes no history for it', async () => {
    const ceo = await createUser('CEO');
    const [a, b] = [await createLead(), await createLead()];
    // Between the read and the write, someone else wins b.
    const write = LeadModel.bulkWrite.bind(LeadModel);
    const spy = jest.spyOn(LeadModel, 'bulkWrite').mockImplementationOnce(async (ops, options) => {
      await LeadModel.collection.updateOne({ _id: b._id }, { $set: { status: 'Won' } });
      return write(ops, options);
    });
    try {
      const result = await bulk(ceo, { action: 'status', status: 'Lost', ids: ids(a, b) });
      expect(result).toMatchObject({ changed: 1, changedIds: ids(a) });
      expect(reasons(result)).toEqual({ CHANGED_MEANWHILE: ids(b) });
    } finally {
      spy.mockRestore();
    }
    expect((await LeadModel.findById(b._id).lean())!.status).toBe('Won');
    expect(await historyOf(b)).toEqual([]);
  });

  it('refuses "all that match" beyond 5,000 leads (400), changing none', async () => {
    const ceo = await createUser('CEO');
    const now = new Date();
    const docs = Array.from({ length: 5001 }, (_, i) => ({
      name: `Many ${i}`,
      nameKey: `many ${i}`,
      status: 'New',
      privacy: 'public',
      deletedAt: null,
      createdAt: now,
      updatedAt: now,
    }));
    await LeadModel.collection.insertMany(docs);
    const res = await refused(ceo, { action: 'status', status: 'Lost', filter: {} }, 400);
    expect(res.code).toBe('BULK_TOO_MANY');
    expect(await LeadModel.countDocuments({ status: 'Lost' })).toBe(0);
  });
});

describe('POST /api/leads/bulk: who may', () => {
  const refusals: [string, Role[]][] = [
    ['assign', ['Agent']],
    ['convert', ['Manager', 'Supervisor', 'Agent']],
    ['delete', ['Manager', 'Supervisor', 'Agent']],
    ['restore', ['Manager', 'Supervisor', 'Agent']],
  ];
  it.each(refusals)('refuses %s to %p (403, nothing changed)', async (action, roles) => {
    const p = await oneOfEachRole();
    const lead = await createLead({ teamId: p.team, privacy: 'agent_private', createdBy: p.Agent });
    for (const role of roles) {
      const body = { action, ids: ids(lead), ...(action === 'assign' ? { userId: String(p.Agent._id) } : {}) };
      const res = await refused(p[role], body, 403);
      expect(res.code).toBe('FORBIDDEN');
    }
    expect(await LeadModel.findById(lead._id).lean()).toMatchObject({ privacy: 'agent_private', deletedAt: null });
    expect(await historyOf(lead)).toEqual([]);
  });

  it('refuses bulk restore to everyone but CEO/Admin', async () => {
    const p = await oneOfEachRole();
    const lead = await createLead({ deletedAt: new Date() });
    for (const role of ['Manager', 'Supervisor', 'Agent'] as const) {
      await requestAs(app, p[role])
        .post('/api/leads/bulk-restore')
        .send({ ids: ids(lead) })
        .expect(403);
    }
    expect((await LeadModel.findById(lead._id).lean())!.deletedAt).not.toBeNull();
  });

  it('needs a session (401)', async () => {
    const { default: request } = await import('supertest');
    await request(app).post('/api/leads/bulk').send({ action: 'delete', ids: [] }).expect(401);
  });
});

describe('POST /api/leads/bulk: set-based', () => {
  /** The database commands one request sends (Mongoose's debug hook sees every model operation). */
  async function commandsFor(send: () => Promise<unknown>) {
    let count = 0;
    mongoose.set('debug', () => void count++);
    try {
      await send();
    } finally {
      mongoose.set('debug', false);
    }
    return count;
  }

  it('sends the same number of queries for 3 leads as for 60', async () => {
    const team = await createTeam();
    const manager = await createUser('Manager', { teamIds: [team._id] });
    const agent = await createUser('Agent', { teamId: team._id });
    const previous = await createUser('Agent', { teamId: team._id });
    const make = (n: number) =>
      Promise.all(Array.from({ length: n }, () => createLead({ teamId: team, assignedTo: previous })));
    const few = await make(3);
    const many = await make(60);
    const assign = (leads: Doc[]) => () =>
      bulk(manager, { action: 'assign', userId: String(agent._id), ids: ids(...leads) });
    const forFew = await commandsFor(assign(few));
    const forMany = await commandsFor(assign(many));
    expect(forFew).toBeGreaterThanOrEqual(5);
    expect(forMany).toBe(forFew);
    expect(forFew).toBeLessThanOrEqual(8);
    expect(await NotificationModel.countDocuments()).toBe(63);
  });
});
