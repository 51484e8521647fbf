import type { Types } from 'mongoose';
import { LeadModel } from '../lead.model';
import { NotificationModel } from '../../notifications';
import { createTeam, createUser, makeApp, oneOfEachRole, requestAs } from '../../../../test/helpers';
import { createLead, historyOf } from '../../../../test/lead-fixtures';

/**
 * One decision per change (lead.changes.ts): the same change made to one lead at a time and in bulk
 * leaves the same lead, the same history and the same notices. Each case is run both ways on two
 * leads set up alike, and the outcomes are compared field by field.
 */
const app = makeApp();
type People = Awaited<ReturnType<typeof oneOfEachRole>> & { newcomer: { _id: Types.ObjectId; name: string } };
type Actor = 'Admin' | 'Supervisor' | 'Agent';
type LeadSetup = Parameters<typeof createLead>[0];

const MONDAY_NOON = '2026-12-07T10:00:00.000Z';
const TUESDAY_NOON = '2026-12-08T10:00:00.000Z';

interface Case {
  name: string;
  actor: Actor;
  lead: (p: People) => LeadSetup;
  /** The one-at-a-time request, for a lead id. */
  single: (id: string, p: People) => { method: 'put' | 'post' | 'delete'; path: string; body?: object };
  /** The same change as `POST /api/leads/bulk` (without its ids). */
  bulk: (p: People) => object;
  /** What the change must leave, both ways: the kinds of history entries and how many are told. */
  kinds: string[];
  told: number;
}

const statusCase = (
  name: string,
  actor: Actor,
  lead: LeadSetup,
  change: Record<string, unknown>,
  [kinds, told]: [string[], number],
): Case => ({
  name,
  actor,
  kinds,
  told,
  lead: (p) => ({ assignedTo: p.Agent, teamId: p.team, ...lead }),
  single: (id) => ({ method: 'put', path: `/api/leads/${id}`, body: change }),
  bulk: () => ({ action: 'status', ...change }),
});

const CASES: Case[] = [
  statusCase(
    'the assignee moves New to Contacted: a status record and their first contact',
    'Agent',
    {},
    {
      status: 'Contacted',
    },
    [['status'], 0],
  ),
  statusCase(
    'a Supervisor moves it: the assignee is told, no first contact',
    'Supervisor',
    {},
    { status: 'Qualified' },
    [['status'], 1],
  ),
  statusCase(
    'to FollowUp with a date and notes: one follow-up record quoting the notes',
    'Supervisor',
    {},
    {
      status: 'FollowUp',
      followUpDate: MONDAY_NOON,
      followUpNotes: 'Call after the viewing',
    },
    [['followUp', 'status'], 1],
  ),
  statusCase(
    'the same status with new notes only: a follow-up record, no status record, nobody told',
    'Supervisor',
    { status: 'FollowUp', followUpDate: new Date(MONDAY_NOON), followUpNotes: 'Call at 5' },
    { status: 'FollowUp', followUpNotes: 'اتصل الساعة ٦' },
    [['followUp'], 0],
  ),
  statusCase(
    'a new date with the notes as they were: the record quotes no notes',
    'Agent',
    { status: 'FollowUp', followUpDate: new Date(MONDAY_NOON), followUpNotes: 'Call at 5' },
    { status: 'FollowUp', followUpDate: TUESDAY_NOON, followUpNotes: 'Call at 5' },
    [['followUp'], 0],
  ),
  statusCase(
    'the date cleared (Contacted, which may go without one): a follow-up record from the date to none',
    'Supervisor',
    {
      status: 'Contacted',
      followUpDate: new Date(MONDAY_NOON),
    },
    { status: 'Contacted', followUpDate: null },
    [['followUp'], 0],
  ),
  statusCase('nothing changes: no record, no notice', 'Supervisor', { status: 'Contacted' }, { status: 'Contacted' }, [
    [],
    0,
  ]),
  {
    name: 'an assignment: from the old assignee to the new, who is told; the lead follows them',
    actor: 'Admin',
    lead: (p) => ({ assignedTo: p.Agent, teamId: p.team }),
    single: (id, p) => ({ method: 'post', path: `/api/leads/${id}/assign`, body: { userId: String(p.newcomer._id) } }),
    bulk: (p) => ({ action: 'assign', userId: String(p.newcomer._id) }),
    kinds: ['assignment'],
    told: 1,
  },
  {
    name: 'a private lead converted to public',
    actor: 'Admin',
    lead: (p) => ({ assignedTo: p.Agent, createdBy: p.Agent, teamId: p.team, privacy: 'agent_private' }),
    single: (id) => ({ method: 'put', path: `/api/leads/${id}`, body: { privacy: 'public' } }),
    bulk: () => ({ action: 'convert' }),
    kinds: ['privacy'],
    told: 0,
  },
  {
    name: 'a delete',
    actor: 'Admin',
    lead: (p) => ({ assignedTo: p.Agent, teamId: p.team }),
    single: (id) => ({ method: 'delete', path: `/api/leads/${id}` }),
    bulk: () => ({ action: 'delete' }),
    kinds: ['deleted'],
    told: 0,
  },
];

/** A lead's outcome without what differs between two leads (ids, instants of the change). */
async function outcomeOf(id: Types.ObjectId) {
  const lead = (await LeadModel.findById(id).lean())!;
  const history = (await historyOf({ _id: id })).map((e) => ({
    kind: e.kind,
    actor: e.actor?.name,
    from: e.from,
    to: e.to,
    ref: e.ref && String(e.ref),
    note: e.note,
  }));
  const notices = (await NotificationModel.find({ leadId: id }).lean()).map((n) => ({
    type: n.type,
    oldValue: n.oldValue,
    newValue: n.newValue,
    recipient: String(n.recipientId),
    by: n.changedBy?.name,
  }));
  return {
    lead: {
      status: lead.status,
      privacy: lead.privacy,
      assignedTo: String(lead.assignedTo),
      teamId: String(lead.teamId),
      followUpDate: lead.followUpDate?.toISOString() ?? null,
      followUpNotes: lead.followUpNotes,
      firstContact: Boolean(lead.firstContactAt),
      firstContactDue: Boolean(lead.firstContactDueAt),
      deleted: Boolean(lead.deletedAt),
    },
    history,
    notices,
  };
}

describe('one decision per lead change: one at a time and in bulk alike', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const roles = await oneOfEachRole();
    const newTeam = await createTeam();
    const newcomer = await createUser('Agent', { teamId: newTeam._id, name: 'Omar Khaled' });
    const p: People = { ...roles, newcomer };
    const actor = requestAs(app, p[c.actor]);
    const one = await createLead({ name: 'Sara Adel', ...c.lead(p) });
    const many = await createLead({ name: 'Sara Adel', ...c.lead(p) });

    const { method, path, body } = c.single(String(one._id), p);
    const single = actor[method](path);
    await (body ? single.send(body) : single).expect(200);
    await actor
      .post('/api/leads/bulk')
      .send({ ...c.bulk(p), ids: [String(many._id)] })
      .expect(200);

    const [oneByOne, inBulk] = [await outcomeOf(one._id), await outcomeOf(many._id)];
    expect(inBulk).toEqual(oneByOne);
    expect(oneByOne.history.map((e) => e.kind).sort()).toEqual(c.kinds);
    expect(oneByOne.notices).toHaveLength(c.told);
  });

  it('the cases change what they say (the comparison is not of two untouched leads)', async () => {
    const p = await oneOfEachRole();
    const lead = await createLead({ assignedTo: p.Agent, teamId: p.team });
    await requestAs(app, p.Supervisor)
      .put(`/api/leads/${lead._id}`)
      .send({ status: 'FollowUp', followUpDate: MONDAY_NOON, followUpNotes: 'Call after the viewing' })
      .expect(200);
    const { lead: after, history, notices } = await outcomeOf(lead._id);
    expect(after).toMatchObject({ status: 'FollowUp', followUpDate: MONDAY_NOON, firstContact: false });
    expect(history.map((e) => e.kind).sort()).toEqual(['followUp', 'status']);
    expect(history.find((e) => e.kind === 'followUp')?.note).toBe('Call after the viewing');
    expect(notices).toEqual([
      expect.objectContaining({
        type: 'StatusChange',
        oldValue: 'New',
        newValue: 'FollowUp',
        recipient: String(p.Agent._id),
      }),
    ]);
  });
});
