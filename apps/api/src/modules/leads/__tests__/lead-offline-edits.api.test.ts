import {
  contract,
  editConflictDetails,
  errorResponse,
  IDEMPOTENCY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  type LeadStatus,
} from '@crm/contracts';
import { LeadModel } from '../lead.model';
import { createTeam, createUser, makeApp, requestAs } from '../../../../test/helpers';
import { createLead, historyOf } from '../../../../test/lead-fixtures';
import { parseAnswer } from '../../../../test/strict';

/**
 * Changes made on a phone without signal, sent later by the web's outbox: each carries an
 * Idempotency-Key (applied once however often it is sent) and, for a lead edit, the values its
 * client saw (`expected`), so it never silently overwrites what someone else changed meanwhile.
 */
const app = makeApp();
const KEY = 'lead-edit-7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const replayed = (res: { headers: Record<string, string> }) => res.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()];

async function people(lead: Partial<Parameters<typeof createLead>[0]> = {}) {
  const team = await createTeam();
  const agent = await createUser('Agent', { teamId: team._id });
  const supervisor = await createUser('Supervisor', { teamId: team._id });
  const doc = await createLead({ assignedTo: agent, teamId: team, ...lead });
  return { agent, supervisor, lead: doc, path: `/api/leads/${doc._id}` };
}

const stored = async (lead: { _id: unknown }) => (await LeadModel.findById(lead._id).lean())!;
const statusEntries = async (lead: { _id: unknown }) =>
  (await historyOf(lead as never)).filter((e) => e.kind === 'status');

/** A 409 EDIT_CONFLICT, its details parsed by the contract's schema. */
function conflictsOf(res: { status: number; body: unknown }) {
  expect(res.status).toBe(409);
  const body = errorResponse.strict().parse(res.body);
  expect(body.code).toBe('EDIT_CONFLICT');
  expect(body.message).toBe('Someone else changed this lead meanwhile: choose which value to keep');
  return editConflictDetails.strict().parse(body.details).conflicts;
}

describe('PUT /api/leads/:id with an Idempotency-Key', () => {
  it('applies the change once: a replay answers the first answer and records no second entry', async () => {
    const { agent, supervisor, lead, path } = await people();
    const send = () => requestAs(app, agent).put(path).set(IDEMPOTENCY_HEADER, KEY).send({ status: 'Contacted' });
    const first = await send().expect(200);
    // Meanwhile someone else moves the lead on; the late replay of the first change must not undo it.
    await requestAs(app, supervisor).put(path).send({ status: 'Qualified' }).expect(200);
    const again = await send().expect(200);
    expect(replayed(again)).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(parseAnswer(contract.leads.update, again.body).status).toBe('Contacted');
    expect((await stored(lead)).status).toBe('Qualified');
    expect((await statusEntries(lead)).map((e) => [e.from, e.to])).toEqual([
      ['Contacted', 'Qualified'],
      ['New', 'Contacted'],
    ]);
  });
});

describe('POST /api/leads/:id/contact-attempts with an Idempotency-Key', () => {
  it('records the attempt once', async () => {
    const { agent, lead, path } = await people();
    const send = () =>
      requestAs(app, agent).post(`${path}/contact-attempts`).set(IDEMPOTENCY_HEADER, KEY).send({ channel: 'call' });
    const first = await send().expect(201);
    const again = await send().expect(201);
    expect(again.body).toEqual(first.body);
    expect(replayed(again)).toBe('true');
    expect((await historyOf(lead)).filter((e) => e.kind === 'contactAttempt')).toHaveLength(1);
  });
});

describe('PUT /api/leads/:id with `expected` (an offline edit)', () => {
  it('applies the edit when the lead still holds the expected values', async () => {
    const { agent, lead, path } = await people();
    const res = await requestAs(app, agent)
      .put(path)
      .send({
        status: 'FollowUp',
        followUpDate: '2026-12-01T09:00:00.000Z',
        followUpNotes: 'Call at 9',
        expected: { status: 'New', followUpNotes: '' },
      })
      .expect(200);
    expect(parseAnswer(contract.leads.update, res.body)).toMatchObject({
      status: 'FollowUp',
      followUpDate: '2026-12-01T09:00:00.000Z',
      followUpNotes: 'Call at 9',
    });
    expect((await stored(lead)).status).toBe('FollowUp');
  });

  it('refuses (409 EDIT_CONFLICT) when someone else changed the status meanwhile, writing nothing', async () => {
    const { agent, supervisor, lead, path } = await people();
    await requestAs(app, supervisor).put(path).send({ status: 'Qualified' }).expect(200);
    const before = await historyOf(lead);
    const res = await requestAs(app, agent)
      .put(path)
      .send({ status: 'FollowUp', followUpNotes: 'Call at 9', expected: { status: 'New', followUpNotes: '' } });
    // Only the status conflicts; the notes (still as expected) are not written either: all or nothing.
    expect(conflictsOf(res)).toEqual([{ field: 'status', yours: 'FollowUp', theirs: 'Qualified' }]);
    const now = await stored(lead);
    expect([now.status, now.followUpNotes]).toEqual(['Qualified', '']);
    expect(await historyOf(lead)).toHaveLength(before.length);
  });

  it('names every conflicting field with both values, dates as ISO strings', async () => {
    const { agent, lead, path } = await people({
      status: 'FollowUp',
      followUpDate: new Date('2026-11-29T07:30:00.000Z'),
      budget: 2_000_000,
      propertyInterest: 'Villa',
    });
    const res = await requestAs(app, agent)
      .put(path)
      .send({
        followUpDate: '2026-12-01T10:00:00+02:00',
        budget: 1_500_000,
        propertyInterest: ' Duplex ',
        expected: { followUpDate: '2026-11-28T09:00:00.000Z', budget: 1_000_000, propertyInterest: 'Apartment' },
      });
    expect(conflictsOf(res)).toEqual([
      { field: 'propertyInterest', yours: 'Duplex', theirs: 'Villa' },
      { field: 'followUpDate', yours: '2026-12-01T08:00:00.000Z', theirs: '2026-11-29T07:30:00.000Z' },
      { field: 'budget', yours: 1_500_000, theirs: 2_000_000 },
    ]);
    const now = await stored(lead);
    expect([now.propertyInterest, now.budget, now.followUpDate?.toISOString()]).toEqual([
      'Villa',
      2_000_000,
      '2026-11-29T07:30:00.000Z',
    ]);
  });

  it('sees no conflict when someone else already set the same value', async () => {
    const { agent, supervisor, lead, path } = await people();
    await requestAs(app, supervisor).put(path).send({ status: 'Contacted' }).expect(200);
    const res = await requestAs(app, agent)
      .put(path)
      .send({ status: 'Contacted', expected: { status: 'New' } })
      .expect(200);
    expect(res.body.status).toBe('Contacted');
    expect(await statusEntries(lead)).toHaveLength(1);
  });

  it('ignores an expected value of a field the edit does not change', async () => {
    const { agent, supervisor, lead, path } = await people({ status: 'Contacted' });
    await requestAs(app, supervisor).put(path).send({ budget: 5000, agentFeedback: 'Rich uncle' }).expect(200);
    await requestAs(app, agent)
      .put(path)
      .send({ status: 'Qualified', expected: { status: 'Contacted', budget: 1000, agentFeedback: '' } })
      .expect(200);
    expect((await stored(lead)).status).toBe('Qualified');
  });

  it('compares dates by their instant, whatever offset they are written with', async () => {
    const { agent, lead, path } = await people({
      status: 'FollowUp',
      followUpDate: new Date('2026-11-28T09:00:00.000Z'),
    });
    await requestAs(app, agent)
      .put(path)
      .send({ followUpDate: '2026-12-01T09:00:00.000Z', expected: { followUpDate: '2026-11-28T11:00:00+02:00' } })
      .expect(200);
    expect((await stored(lead)).followUpDate?.toISOString()).toBe('2026-12-01T09:00:00.000Z');
  });

  it('takes a missing date, budget or text as the empty value the edit stores (null, null, "")', async () => {
    const { agent, lead, path } = await people({ status: 'FollowUp' });
    await requestAs(app, agent)
      .put(path)
      .send({
        followUpDate: '2026-12-01T09:00:00.000Z',
        budget: 900_000,
        agentFeedback: 'Wants a garden',
        propertyInterest: 'Villa',
        expected: { followUpDate: null, budget: null, agentFeedback: '', propertyInterest: '  ' },
      })
      .expect(200);
    expect(await stored(lead)).toMatchObject({ budget: 900_000, agentFeedback: 'Wants a garden' });
  });

  it('finds a conflict on cleared values too: a follow-up date someone removed meanwhile', async () => {
    // Contacted: a status whose follow-up date may be removed (a FollowUp's may not).
    const { agent, supervisor, path } = await people({
      status: 'Contacted',
      followUpDate: new Date('2026-11-28T09:00:00.000Z'),
    });
    await requestAs(app, supervisor).put(path).send({ followUpDate: null }).expect(200);
    const res = await requestAs(app, agent)
      .put(path)
      .send({ followUpDate: '2026-11-30T09:00:00.000Z', expected: { followUpDate: '2026-11-28T09:00:00.000Z' } });
    expect(conflictsOf(res)).toEqual([{ field: 'followUpDate', yours: '2026-11-30T09:00:00.000Z', theirs: null }]);
  });

  it('lets the person keep their value: sent again with the other value as expected, it is applied', async () => {
    const { agent, supervisor, lead, path } = await people();
    await requestAs(app, supervisor).put(path).send({ status: 'Qualified' }).expect(200);
    const as = requestAs(app, agent);
    const [conflict] = conflictsOf(await as.put(path).send({ status: 'Contacted', expected: { status: 'New' } }));
    await as
      .put(path)
      .send({ status: 'Contacted', expected: { status: conflict!.theirs as LeadStatus } })
      .expect(200);
    expect((await stored(lead)).status).toBe('Contacted');
  });

  it('keeps the refusal for a replay with the same Idempotency-Key', async () => {
    const { agent, supervisor, path } = await people();
    await requestAs(app, supervisor).put(path).send({ status: 'Qualified' }).expect(200);
    const send = () =>
      requestAs(app, agent)
        .put(path)
        .set(IDEMPOTENCY_HEADER, KEY)
        .send({ status: 'Contacted', expected: { status: 'New' } });
    const first = await send();
    const again = await send();
    expect(conflictsOf(again)).toEqual(conflictsOf(first));
    expect(replayed(again)).toBe('true');
  });

  it('lets the last write win without `expected`, as before', async () => {
    const { agent, supervisor, lead, path } = await people();
    await requestAs(app, supervisor).put(path).send({ status: 'Qualified' }).expect(200);
    await requestAs(app, agent).put(path).send({ status: 'Contacted' }).expect(200);
    expect((await stored(lead)).status).toBe('Contacted');
  });

  it('refuses malformed expected values (400)', async () => {
    const { agent, path } = await people();
    const as = requestAs(app, agent);
    await as
      .put(path)
      .send({ status: 'Contacted', expected: { status: 'Maybe' } })
      .expect(400);
    await as
      .put(path)
      .send({ followUpDate: null, expected: { followUpDate: 'yesterday' } })
      .expect(400);
  });
});
