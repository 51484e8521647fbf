import { CommentModel } from '../../comments';
import { TaskModel } from '../../tasks';
import { LeadModel } from '../lead.model';
import { createTeam, createUser, makeApp, oneOfEachRole, requestAs } from '../../../../test/helpers';
import { createLead, historyOf } from '../../../../test/lead-fixtures';
import { createUnit } from '../../../../test/unit-fixtures';

const app = makeApp();

/** Events whose record lives in another collection land on the lead's timeline naming it (`ref`). */
describe('history: feedback, tasks and unit inquiries', () => {
  it('feedback: one record naming the comment, with its first words; a reply too', async () => {
    const p = await oneOfEachRole();
    const lead = await createLead({ teamId: p.team, assignedTo: p.Agent });
    const res = await requestAs(app, p.Agent)
      .post('/api/comments')
      .send({ leadId: String(lead._id), content: 'x'.repeat(300), type: 'feedback' })
      .expect(201);
    const [entry, ...rest] = await historyOf(lead);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ kind: 'feedback', actor: { _id: p.Agent._id } });
    expect(String(entry!.ref)).toBe(res.body._id);
    expect(entry!.note.length).toBeLessThanOrEqual(140);
    await requestAs(app, p.Supervisor)
      .post('/api/comments')
      .send({ leadId: String(lead._id), parentId: res.body._id, content: 'Good', type: 'feedback' })
      .expect(201);
    expect((await historyOf(lead)).map((e) => [e.kind, e.note])).toEqual([
      ['feedback', 'Good'],
      ['feedback', entry!.note],
    ]);
  });

  it('refused feedback records nothing: a hidden lead (404), a reply by an Agent (403), a bad parent (400)', async () => {
    const p = await oneOfEachRole();
    const outsider = await createUser('Agent', { teamId: (await createTeam())._id });
    const lead = await createLead({ teamId: p.team, assignedTo: p.Agent });
    const other = await createLead({ teamId: p.team, assignedTo: p.Agent });
    const parent = await CommentModel.create({ leadId: other._id, content: 'Elsewhere', agentId: p.Agent._id });
    const mine = await CommentModel.create({ leadId: lead._id, content: 'Here', agentId: p.Agent._id });
    const send = (user: { _id: unknown }, body: Record<string, unknown>) =>
      requestAs(app, user)
        .post('/api/comments')
        .send({ leadId: String(lead._id), content: 'Hi', type: 'feedback', ...body });
    await send(outsider, {}).expect(404);
    await send(p.Agent, { parentId: String(mine._id) }).expect(403);
    await send(p.Supervisor, { parentId: String(parent._id) }).expect(400);
    await send(p.Agent, { content: '' }).expect(400);
    expect(await historyOf(lead)).toEqual([]);
  });

  it('feedback whose comment cannot be written leaves no record behind (the record is taken back)', async () => {
    const agent = await createUser('Agent');
    const lead = await createLead({ assignedTo: agent });
    const create = jest.spyOn(CommentModel, 'create').mockRejectedValueOnce(new Error('disk full'));
    try {
      await requestAs(app, agent)
        .post('/api/comments')
        .send({ leadId: String(lead._id), content: 'Lost?', type: 'feedback' })
        .expect(500);
    } finally {
      create.mockRestore();
    }
    expect(await historyOf(lead)).toEqual([]);
    expect((await LeadModel.findById(lead._id))?.firstContactAt).toBeNull();
  });

  it('a task: linked, completed, moved to another lead (unlinked from the first), each naming the task', async () => {
    const p = await oneOfEachRole();
    const first = await createLead({ teamId: p.team, assignedTo: p.Agent });
    const second = await createLead({ teamId: p.team, assignedTo: p.Agent });
    const created = await requestAs(app, p.Supervisor)
      .post('/api/tasks')
      .send({ notes: 'Send the brochure', assignedTo: String(p.Agent._id) })
      .expect(201);
    const url = `/api/tasks/${created.body._id}`;
    const as = requestAs(app, p.Agent);
    await as
      .put(url)
      .send({ leadId: String(first._id) })
      .expect(200);
    await as.put(url).send({ state: 'Done' }).expect(200);
    await as.put(url).send({ state: 'Done' }).expect(200); // no change, no record
    await as
      .put(url)
      .send({ leadId: String(second._id) })
      .expect(200);
    const task = {
      ref: expect.anything(),
      note: 'Send the brochure',
      actor: expect.objectContaining({ name: p.Agent.name }),
    };
    expect(await historyOf(first)).toEqual([
      expect.objectContaining({ kind: 'task', from: 'linked', to: null, ...task }),
      expect.objectContaining({ kind: 'task', from: 'Open', to: 'Done', ...task }),
      expect.objectContaining({ kind: 'task', from: null, to: 'linked', ...task }),
    ]);
    expect(await historyOf(second)).toEqual([expect.objectContaining({ kind: 'task', to: 'linked', ...task })]);
    expect(String((await historyOf(second))[0]!.ref)).toBe(created.body._id);
  });

  it('a task linked to a lead the caller cannot see: 404, no record, the task unchanged', async () => {
    const p = await oneOfEachRole();
    const hidden = await createLead({ teamId: await createTeam(), assignedTo: p.Manager });
    const task = await TaskModel.create({ notes: 'T', assignedTo: p.Agent._id, createdBy: p.Supervisor._id });
    await requestAs(app, p.Agent)
      .put(`/api/tasks/${task._id}`)
      .send({ leadId: String(hidden._id) })
      .expect(404);
    expect(await historyOf(hidden)).toEqual([]);
    expect((await TaskModel.findById(task._id))?.leadId).toBeNull();
  });

  it('a unit inquiry: one record naming the unit, once however often it is linked', async () => {
    const agent = await createUser('Agent');
    const lead = await createLead({ assignedTo: agent, privacy: 'agent_private' });
    const unit = await createUnit({ title: 'Sea view' });
    const as = requestAs(app, agent);
    await as
      .post(`/api/resale-units/${unit._id}/inquiry`)
      .send({ leadId: String(lead._id) })
      .expect(200);
    await as
      .post(`/api/resale-units/${unit._id}/inquiry`)
      .send({ leadId: String(lead._id) })
      .expect(200);
    const history = await historyOf(lead);
    expect(history).toEqual([
      expect.objectContaining({ kind: 'unitInquiry', note: 'Sea view', actor: expect.anything() }),
    ]);
    expect(String(history[0]!.ref)).toBe(String(unit._id));
    // Someone who cannot see the lead links nothing and records nothing.
    const other = await createUser('Agent');
    const unit2 = await createUnit({ title: 'Garden' });
    await requestAs(app, other)
      .post(`/api/resale-units/${unit2._id}/inquiry`)
      .send({ leadId: String(lead._id) })
      .expect(404);
    expect(await historyOf(lead)).toHaveLength(1);
  });
});
