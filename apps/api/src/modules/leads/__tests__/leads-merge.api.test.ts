import { Types } from 'mongoose';
import { contract } from '@crm/contracts';
import { CommentModel } from '../../comments';
import { NotificationModel } from '../../notifications';
import { TaskModel } from '../../tasks';
import { UnitModel } from '../../units';
import { historyEntry, pushHistory } from '../lead.history';
import { LeadModel } from '../lead.model';
import { createUser, makeApp, oneOfEachRole, requestAs } from '../../../../test/helpers';
import { createLead } from '../../../../test/lead-fixtures';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();
const merge = (user: { _id: unknown }, keptId: unknown, otherId: unknown) =>
  requestAs(app, user)
    .post(`/api/leads/${String(keptId)}/merge`)
    .send({ otherId: String(otherId) });

const unit = (title: string, leads: Types.ObjectId[]) =>
  UnitModel.create({
    title,
    price: 1_000_000,
    area: 100,
    inquiries: leads.map((lead, i) => ({ lead, at: new Date(Date.UTC(2030, 0, i + 1)) })),
  });

/** A duplicate with something of every kind that must move, and the kept lead with its own. */
async function twoLeadsWithRecords() {
  const ceo = await createUser('CEO');
  const agent = await createUser('Agent');
  const actor = { _id: String(agent._id), name: agent.name };
  const kept = await createLead({ name: 'Hala', phone: '+201001112233' });
  const other = await createLead({ name: 'Hala M.', phone: '+201001112233' });
  await LeadModel.updateOne({ _id: other._id }, { $set: { email: 'hala@x.com', budget: 2_000_000 } });
  await LeadModel.updateOne(
    { _id: other._id },
    pushHistory(historyEntry(actor, 'status', { from: 'New', to: 'Contacted' }, new Date(Date.UTC(2024, 0, 2)))),
  );
  await LeadModel.updateOne(
    { _id: kept._id },
    pushHistory(historyEntry(actor, 'created', {}, new Date(Date.UTC(2024, 0, 1)))),
  );
  const root = await CommentModel.create({ leadId: other._id, content: 'First call', agentId: agent._id });
  const comments = [
    root,
    await CommentModel.create({ leadId: other._id, parentId: root._id, content: 'Reply', agentId: ceo._id }),
    await CommentModel.create({ leadId: kept._id, content: 'Kept note', agentId: agent._id }),
  ];
  const tasks = [
    await TaskModel.create({ notes: 'Visit', assignedTo: agent._id, createdBy: ceo._id, leadId: other._id }),
    await TaskModel.create({ notes: 'Call', assignedTo: agent._id, createdBy: ceo._id, leadId: kept._id }),
  ];
  const units = {
    onlyOther: await unit('Only other', [other._id]),
    both: await unit('Both', [kept._id, other._id]),
    unrelated: await unit('Unrelated', [new Types.ObjectId()]),
  };
  const notification = await NotificationModel.create({
    leadId: other._id,
    leadName: 'Hala M.',
    type: 'StatusChange',
    changedBy: { name: 'x', role: 'CEO' },
    recipientId: agent._id,
  });
  return { ceo, agent, kept, other, comments, tasks, units, notification };
}

describe('POST /api/leads/:id/merge', () => {
  it('moves every record of the duplicate onto the kept lead and deletes the duplicate', async () => {
    const f = await twoLeadsWithRecords();
    const res = await merge(f.ceo, f.kept._id, f.other._id).expect(200);
    const lead = parseAnswer(contract.leads.merge, res.body);
    // The kept lead takes the contact details it lacked.
    expect(lead).toMatchObject({ _id: String(f.kept._id), name: 'Hala', email: 'hala@x.com', budget: 2_000_000 });

    for (const c of f.comments)
      expect(String((await CommentModel.findById(c._id).lean())!.leadId)).toBe(String(f.kept._id));
    expect(await CommentModel.countDocuments({ leadId: f.kept._id })).toBe(3);
    const reply = await CommentModel.findById(f.comments[1]!._id).lean();
    expect(String(reply!.parentId)).toBe(String(f.comments[0]!._id));
    for (const t of f.tasks) expect(String((await TaskModel.findById(t._id).lean())!.leadId)).toBe(String(f.kept._id));
    const moved = (await NotificationModel.findById(f.notification._id).lean())!;
    expect(String(moved.leadId)).toBe(String(f.kept._id));
    expect(moved.leadName).toBe('Hala');

    const onlyOther = await UnitModel.findById(f.units.onlyOther._id).lean();
    expect(onlyOther!.inquiries.map((i) => String(i.lead))).toEqual([String(f.kept._id)]);
    expect(onlyOther!.inquiries[0]!.at!.toISOString()).toBe('2030-01-01T00:00:00.000Z');
    const both = await UnitModel.findById(f.units.both._id).lean();
    expect(both!.inquiries.map((i) => String(i.lead))).toEqual([String(f.kept._id)]);
    const unrelated = await UnitModel.findById(f.units.unrelated._id).lean();
    expect(unrelated!.inquiries).toHaveLength(1);
    expect(await UnitModel.countDocuments({ 'inquiries.lead': f.other._id })).toBe(0);

    // History: the duplicate's entries join the kept lead's in time order, after the 'merged' record.
    const keptHistory = (await LeadModel.findById(f.kept._id).select('+history').lean())!.history!;
    expect(keptHistory.map((e) => e.kind)).toEqual(['merged', 'status', 'created']);
    expect(keptHistory[0]).toMatchObject({ from: 'Hala M.', actor: { name: f.ceo.name } });
    expect(String(keptHistory[0]!.ref)).toBe(String(f.other._id));

    const gone = await LeadModel.findById(f.other._id).select('+history').lean();
    expect(gone!.deletedAt).not.toBeNull();
    expect(String(gone!.mergedInto)).toBe(String(f.kept._id));
    expect(gone!.history![0]).toMatchObject({ kind: 'merged', to: 'Hala' });
    await requestAs(app, f.ceo)
      .get(`/api/leads/${String(f.other._id)}`)
      .expect(404);

    // A merged lead is not brought back by a bulk restore (its records now belong to the kept lead).
    const restore = await requestAs(app, f.ceo)
      .post('/api/leads/bulk-restore')
      .send({ ids: [String(f.other._id)] })
      .expect(200);
    expect(restore.body).toMatchObject({ changed: 0, skipped: [{ reason: 'MERGED', count: 1 }] });
    // Nor by the one-at-a-time undo.
    await requestAs(app, f.ceo)
      .post(`/api/leads/${String(f.other._id)}/restore`)
      .expect(404);
    expect((await LeadModel.findById(f.other._id).lean())!.deletedAt).not.toBeNull();
  });

  it('refuses every role but CEO/Admin (403), moving nothing', async () => {
    const p = await oneOfEachRole();
    const kept = await createLead({ teamId: p.team, assignedTo: p.Agent, createdBy: p.Agent });
    const other = await createLead({ teamId: p.team, assignedTo: p.Agent, createdBy: p.Agent });
    await CommentModel.create({ leadId: other._id, content: 'Stay', agentId: p.Agent._id });
    for (const role of ['Manager', 'Supervisor', 'Agent'] as const) {
      const res = await merge(p[role], kept._id, other._id).expect(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
    expect(await CommentModel.countDocuments({ leadId: other._id })).toBe(1);
    expect((await LeadModel.findById(other._id).lean())!.deletedAt).toBeNull();
    await merge(p.Admin, kept._id, other._id).expect(200);
  });

  it('answers 404 for an unknown or deleted lead, 400 for itself or a bad id', async () => {
    const admin = await createUser('Admin');
    const lead = await createLead();
    const deleted = await createLead({ deletedAt: new Date() });
    const unknown = '0123456789abcdef01234567';
    expect((await merge(admin, lead._id, unknown).expect(404)).body.message).toBe('Lead not found');
    await merge(admin, unknown, lead._id).expect(404);
    await merge(admin, lead._id, deleted._id).expect(404);
    const self = await merge(admin, lead._id, lead._id).expect(400);
    expect(self.body.code).toBe('LEAD_MERGE_SELF');
    await merge(admin, lead._id, 'nope').expect(400);
    await requestAs(app, admin)
      .post(`/api/leads/${String(lead._id)}/merge`)
      .send({})
      .expect(400);
    expect((await LeadModel.findById(lead._id).lean())!.deletedAt).toBeNull();
  });

  it('merges a lead only once: a second merge of the same duplicate is a 404', async () => {
    const ceo = await createUser('CEO');
    const [a, b, c] = [await createLead(), await createLead(), await createLead()];
    await merge(ceo, a._id, c._id).expect(200);
    await merge(ceo, b._id, c._id).expect(404);
  });

  it("names the merged duplicate on the kept lead's timeline to CEO/Admin only (nobody may open it now)", async () => {
    const p = await oneOfEachRole();
    const kept = await createLead({ name: 'Hala', teamId: p.team, assignedTo: p.Agent });
    const other = await createLead({ name: 'Hala private', privacy: 'agent_private', assignedTo: p.Manager });
    await merge(p.CEO, kept._id, other._id).expect(200);
    const mergedEntry = async (user: { _id: unknown }) => {
      const res = await requestAs(app, user)
        .get(`/api/leads/${String(kept._id)}/history`)
        .expect(200);
      return parseAnswer(contract.leads.history, res.body).items.find((e) => e.kind === 'merged');
    };
    expect(await mergedEntry(p.Agent)).toMatchObject({ from: null, ref: String(other._id) });
    expect(await mergedEntry(p.Supervisor)).toMatchObject({ from: null });
    expect(await mergedEntry(p.CEO)).toMatchObject({ from: 'Hala private' });
  });
});
