import { contract, type Task } from '@crm/contracts';
import { TaskModel } from '../task.model';
import { createTeam, createUser, makeApp, oneOfEachRole, requestAs } from '../../../../test/helpers';
import { createLead } from '../../../../test/lead-fixtures';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();

async function tasksOf(user: { _id: unknown }, query = ''): Promise<Task[]> {
  const res = await requestAs(app, user).get(`/api/tasks${query}`).expect(200);
  return parseAnswer(contract.tasks.list, res.body).items;
}

/**
 * The agency, and a task the CEO gave the Agent and linked (as the CEO may) to a private lead of
 * an Agent of another team: the Agent, their Supervisor and their Manager may see the task, none
 * of them the lead.
 */
async function taskLinkedToAnUnseenLead() {
  const p = await oneOfEachRole();
  const otherTeam = await createTeam();
  const stranger = await createUser('Agent', { teamId: otherTeam._id });
  const lead = await createLead({
    name: 'Secret buyer',
    privacy: 'agent_private',
    teamId: otherTeam,
    assignedTo: stranger,
    createdBy: stranger,
  });
  const created = await requestAs(app, p.CEO)
    .post('/api/tasks')
    .send({ notes: 'Call back', assignedTo: String(p.Agent._id) })
    .expect(201);
  const linked = await requestAs(app, p.CEO)
    .put(`/api/tasks/${created.body._id}`)
    .send({ leadId: String(lead._id) })
    .expect(200);
  expect(parseAnswer(contract.tasks.update, linked.body).leadId).toEqual({
    _id: String(lead._id),
    hidden: false,
    name: 'Secret buyer',
  });
  return { p, lead, taskId: String(created.body._id) };
}

describe('a task linked to a lead its viewer may not open', () => {
  it('GET /api/tasks names it to nobody who may not open it (Agent assignee, Supervisor, Manager)', async () => {
    const { p, lead } = await taskLinkedToAnUnseenLead();
    for (const viewer of [p.Agent, p.Supervisor, p.Manager]) {
      const [task] = await tasksOf(viewer);
      expect(task).toMatchObject({ notes: 'Call back', leadId: { _id: String(lead._id), hidden: true } });
      expect(JSON.stringify(task)).not.toContain('Secret buyer');
    }
    // CEO/Admin may open every lead.
    for (const viewer of [p.CEO, p.Admin]) {
      expect((await tasksOf(viewer))[0]!.leadId).toEqual({
        _id: String(lead._id),
        hidden: false,
        name: 'Secret buyer',
      });
    }
  });

  it("the lead's own task list (?leadId=) names it no more", async () => {
    const { p, lead } = await taskLinkedToAnUnseenLead();
    const [task] = await tasksOf(p.Agent, `?leadId=${String(lead._id)}`);
    expect(task!.leadId).toEqual({ _id: String(lead._id), hidden: true });
  });

  it("PUT /api/tasks/:id (the assignee marks it Done) answers without the lead's name", async () => {
    const { p, lead, taskId } = await taskLinkedToAnUnseenLead();
    const res = await requestAs(app, p.Agent).put(`/api/tasks/${taskId}`).send({ state: 'Done' }).expect(200);
    const task = parseAnswer(contract.tasks.update, res.body);
    expect(task).toMatchObject({ state: 'Done', leadId: { _id: String(lead._id), hidden: true } });
    expect(JSON.stringify(res.body)).not.toContain('Secret buyer');
    // Marking it Done again (no change) answers the same way.
    const again = await requestAs(app, p.Agent).put(`/api/tasks/${taskId}`).send({ state: 'Done' }).expect(200);
    expect(again.body.leadId).toEqual({ _id: String(lead._id), hidden: true });
  });

  it('names the lead again once the viewer may open it (made public in their team)', async () => {
    const { p, lead } = await taskLinkedToAnUnseenLead();
    await lead.updateOne({ privacy: 'public', teamId: p.team._id, assignedTo: p.Agent._id });
    expect((await tasksOf(p.Supervisor))[0]!.leadId).toEqual({
      _id: String(lead._id),
      hidden: false,
      name: 'Secret buyer',
    });
  });

  it('a Supervisor sees the name of a public lead of their team on a task of their Agent', async () => {
    const p = await oneOfEachRole();
    const lead = await createLead({ name: 'Team buyer', teamId: p.team, assignedTo: p.Agent });
    await TaskModel.create({ notes: 'x', assignedTo: p.Agent._id, createdBy: p.CEO._id, leadId: lead._id });
    expect((await tasksOf(p.Supervisor))[0]!.leadId).toEqual({
      _id: String(lead._id),
      hidden: false,
      name: 'Team buyer',
    });
  });
});
