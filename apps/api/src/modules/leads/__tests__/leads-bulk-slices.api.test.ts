import { MongoNetworkError } from 'mongodb';
import type { Types } from 'mongoose';
import { contract, errorResponse, type LeadStatus } from '@crm/contracts';
import { WRITE_SLICE } from '../../../lib/write-in-slices';
import { LeadModel } from '../lead.model';
import { createUser, makeApp, requestAs } from '../../../../test/helpers';
import { parseAnswer } from '../../../../test/strict';

/** Bulk work on more leads than one write takes (issue 46): written a slice at a time, answered once. */
const app = makeApp();
const INTEREST = 'sliced';

/** `n` public leads of `status` held by `holder`, that the filter `{ interest: 'sliced' }` names. */
async function seedLeads(n: number, status: LeadStatus, holder: { _id: Types.ObjectId }) {
  const now = new Date();
  const docs = Array.from({ length: n }, (_, i) => ({
    name: `Sliced ${status} ${i}`,
    nameKey: `sliced ${status.toLowerCase()} ${i}`,
    status,
    privacy: 'public',
    propertyInterest: INTEREST,
    assignedTo: holder._id,
    createdBy: holder._id,
    deletedAt: null,
    mergedInto: null,
    history: [],
    createdAt: now,
    updatedAt: now,
  }));
  const { insertedIds } = await LeadModel.collection.insertMany(docs);
  return Object.values(insertedIds).map(String);
}

const toContacted = { action: 'status', status: 'Contacted', filter: { interest: INTEREST } };

/** The ids sent to the database by each bulkWrite call (one call per slice here: one kind of change). */
function spyOnWrites() {
  const writeThrough = LeadModel.bulkWrite.bind(LeadModel);
  const write = jest.spyOn(LeadModel, 'bulkWrite');
  const idsPerCall = () =>
    write.mock.calls.map(([ops]) =>
      (ops as unknown as { updateMany: { filter: { _id: { $in: unknown[] } } } }[]).reduce(
        (n, op) => n + op.updateMany.filter._id.$in.length,
        0,
      ),
    );
  return { write, writeThrough, idsPerCall };
}

afterEach(() => jest.restoreAllMocks());

describe('POST /api/leads/bulk over more than one slice', () => {
  it('changes every lead in slices, answers one report with each reason counted, and records history for each', async () => {
    const agent = await createUser('Agent');
    const fresh = await seedLeads(2 * WRITE_SLICE + 60, 'New', agent);
    const won = await seedLeads(20, 'Won', agent);
    const contacted = await seedLeads(20, 'Contacted', agent);
    const { idsPerCall } = spyOnWrites();

    const res = await requestAs(app, agent).post('/api/leads/bulk').send(toContacted).expect(200);
    const report = parseAnswer(contract.leads.bulk, res.body);

    expect(report).toMatchObject({ action: 'status', requested: fresh.length + 40, changed: fresh.length });
    expect([...report.changedIds].sort()).toEqual([...fresh].sort());
    expect(report.skipped.map(({ reason, count, ids }) => ({ reason, count, ids: [...ids].sort() }))).toEqual(
      expect.arrayContaining([
        // An Agent does not reopen a Won lead; a lead already Contacted is left as it is.
        { reason: 'STATUS_CHANGE_FORBIDDEN', count: 20, ids: [...won].sort() },
        { reason: 'UNCHANGED', count: 20, ids: [...contacted].sort() },
      ]),
    );
    expect(report.skipped).toHaveLength(2);
    // Written a slice at a time, never more than a slice in one command.
    expect(idsPerCall()).toEqual([WRITE_SLICE, WRITE_SLICE, 60]);

    const changed = await LeadModel.find({ _id: { $in: fresh } })
      .select('+history status')
      .lean();
    expect(changed.every((lead) => lead.status === 'Contacted')).toBe(true);
    for (const lead of changed) {
      expect(lead.history).toHaveLength(1);
      expect(lead.history![0]).toMatchObject({
        kind: 'status',
        from: 'New',
        to: 'Contacted',
        actor: { name: agent.name },
      });
    }
    expect(
      await LeadModel.countDocuments({ _id: { $in: [...won, ...contacted] }, 'history.0': { $exists: true } }),
    ).toBe(0);
  });

  it('a database failing part-way is a 503 saying how many were changed, may have been and were not; no lead half-written', async () => {
    const ceo = await createUser('CEO');
    const agent = await createUser('Agent');
    const all = await seedLeads(2 * WRITE_SLICE + 60, 'New', agent);
    const { write, writeThrough } = spyOnWrites();
    write.mockImplementationOnce(writeThrough);
    write.mockRejectedValueOnce(new MongoNetworkError('connection closed'));

    const res = await requestAs(app, ceo).post('/api/leads/bulk').send(toContacted).expect(503);
    const answer = errorResponse.parse(res.body);
    expect(answer).toMatchObject({
      code: 'DB_DOWN',
      message:
        `The database stopped answering while changing ${all.length} leads: ${WRITE_SLICE} were changed, ` +
        `${WRITE_SLICE} may have been changed, 60 were not changed. Reload the list to see which, then try again in a moment.`,
      details: { phase: 'write', changed: WRITE_SLICE, unsure: WRITE_SLICE, unchanged: 60 },
    });
    // The leads it says were changed are, each with its record; every other lead is as it was, without one.
    const changedIds = (answer.details as { changedIds: string[] }).changedIds;
    const contacted = await LeadModel.find({ status: 'Contacted' }).select('_id').lean();
    expect(contacted.map((l) => String(l._id)).sort()).toEqual([...changedIds].sort());
    expect(await LeadModel.countDocuments({ 'history.kind': 'status' })).toBe(WRITE_SLICE);
    expect(await LeadModel.countDocuments({ status: 'New', 'history.0': { $exists: true } })).toBe(0);
  });

  it("answers someone else's lead list while the bulk change is still writing", async () => {
    const ceo = await createUser('CEO');
    const admin = await createUser('Admin');
    const agent = await createUser('Agent');
    const all = await seedLeads(3 * WRITE_SLICE, 'New', agent);
    const { write, writeThrough } = spyOnWrites();
    let list: Promise<{ status: number; body: { total: number } }> | undefined;
    let slicesWrittenWhenListAnswered: number | undefined;
    write.mockImplementation((async (...args: unknown[]) => {
      // The first slice asks for the list; the second waits for its answer: it comes while the bulk change runs.
      if (!list)
        list = requestAs(app, admin)
          .get('/api/leads')
          .then((answer) => answer);
      else if (slicesWrittenWhenListAnswered === undefined) {
        await list;
        slicesWrittenWhenListAnswered = write.mock.calls.length - 1;
      }
      return writeThrough(...(args as Parameters<typeof writeThrough>));
    }) as never);

    const res = await requestAs(app, ceo).post('/api/leads/bulk').send(toContacted).expect(200);

    expect(res.body.changed).toBe(all.length);
    expect(slicesWrittenWhenListAnswered).toBe(1);
    const answered = await list!;
    expect(answered.status).toBe(200);
    expect(answered.body.total).toBe(all.length);
  });
});
