import { Types } from 'mongoose';
import { LeadModel } from '../lead.model';
import { historyEntry, pushHistory } from '../lead.history';
import { recordOnLead, takeBackRecord } from '../lead.write';

/**
 * The history relies on three update/projection features: `$push` with `$each` + `$position: 0`
 * (newest first, pushed by the write that makes the change), `$slice` projection (one page read
 * without the whole array) and `$size` (the total). Both engines (real mongod and the offline
 * mongo-java-server) must support them; this test says so on whichever engine runs.
 */
describe('history storage on this engine', () => {
  it('pushes newest first and reads one page with $slice', async () => {
    const lead = await LeadModel.create({ name: 'Engine' });
    const actor = { _id: String(new Types.ObjectId()), name: 'Sara' };
    for (const to of ['a', 'b', 'c', 'd', 'e']) {
      await LeadModel.updateOne({ _id: lead._id }, pushHistory(historyEntry(actor, 'status', { to })));
    }
    const all = await LeadModel.findById(lead._id).select('+history').lean();
    expect(all?.history.map((e) => e.to)).toEqual(['e', 'd', 'c', 'b', 'a']);

    const page = await LeadModel.findById(lead._id, { history: { $slice: [2, 2] }, name: 1 }).lean();
    expect(page?.history.map((e) => e.to)).toEqual(['c', 'b']);

    const [count] = await LeadModel.aggregate<{ total: number }>([
      { $match: { _id: lead._id } },
      { $project: { total: { $size: { $ifNull: ['$history', []] } } } },
    ]);
    expect(count?.total).toBe(5);

    const [both] = await LeadModel.aggregate<{ total: number; items: { to: string }[] }>([
      { $match: { _id: lead._id } },
      { $project: { total: { $size: { $ifNull: ['$history', []] } }, items: { $slice: ['$history', 4, 2] } } },
    ]);
    expect(both).toMatchObject({ total: 5, items: [{ to: 'a' }] });
  });
});

describe('a record taken back', () => {
  it('leaves the history and first contact as they were (the event it announced failed)', async () => {
    const agent = { _id: String(new Types.ObjectId()), name: 'Aya' };
    const lead = await LeadModel.create({ name: 'Taken back', assignedTo: agent._id });
    const kept = historyEntry(agent, 'created');
    await LeadModel.updateOne({ _id: lead._id }, pushHistory(kept));
    const entry = historyEntry(agent, 'feedback', { note: 'Hi' });
    expect(
      await recordOnLead({ _id: lead._id }, entry, { ...agent, email: '', role: 'Agent', teamId: null, teamIds: [] }),
    ).toBe(true);
    expect((await LeadModel.findById(lead._id))?.firstContactAt).toEqual(entry.at);
    await takeBackRecord(lead._id, entry);
    const after = await LeadModel.findById(lead._id).select('+history').lean();
    expect(after?.history.map((e) => String(e._id))).toEqual([String(kept._id)]);
    expect(after?.firstContactAt).toBeNull();
  });
});
