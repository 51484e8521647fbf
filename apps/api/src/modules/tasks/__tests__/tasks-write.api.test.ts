import { contract } from '@crm/contracts';
import { TaskModel } from '../task.model';
import { createTeam, createUser, makeApp, oneOfEachRole, requestAs } from '../../../../test/helpers';
import { createLead } from '../../../../test/lead-fixtures';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();
const ghost = '0123456789abcdef01234567';

describe('POST /api/tasks', () => {
  it('lets a Manager give a task to a team member, with "Follow up" as the default notes and names populated', async () => {
    const p = await oneOfEachRole();
    const res = await requestAs(app, p.Manager)
      .post('/api/tasks')
      .send({ assignedTo: String(p.Agent._id) })
      .expect(201);
    const task = parseAnswer(contract.tasks.create, res.body);
    expect(task).toMatchObject({
      notes: 'Follow up',
      state: 'Open',
      dueDate: null,
      assignedTo: { _id: String(p.Agent._id), name: p.Agent.name },
      createdBy: { _id: String(p.Manager._id), name: p.Manager.name },
      leadId: null,
    });
  });

  it('keeps notes and a due date; blank notes become "Follow up"', async () => {
    const p = await oneOfEachRole();
    const due = '2030-01-02T09:00:00.000Z';
    const res = await requestAs(app, p.Supervisor)
      .post('/api/tasks')
      .send({ notes: ' Call back ', dueDate: due, assignedTo: String(p.Agent._id) })
      .expect(201);
    expect(res.body).toMatchObject({ notes: 'Call back', dueDate: due });
    const blank = await requestAs(app, p.CEO)
      .post('/api/tasks')
      .send({ notes: '   ', assignedTo: String(p.Agent._id) })
      .expect(201);
    expect(blank.body.notes).toBe('Follow up');
  });

  it('refuses Agents (403) and stores nothing', async () => {
    const p = await oneOfEachRole();
    await requestAs(app, p.Agent)
      .post('/api/tasks')
      .send({ assignedTo: String(p.Agent._id) })
      .expect(403);
    expect(await TaskModel.countDocuments()).toBe(0);
  });

  it('refuses a Manager or Supervisor giving a task outside their team(s)', async () => {
    const p = await oneOfEachRole();
    const other = await createTeam();
    const outsider = await createUser('Agent', { teamId: other._id });
    for (const role of ['Manager', 'Supervisor'] as const) {
      const res = await requestAs(app, p[role])
        .post('/api/tasks')
        .send({ assignedTo: String(outsider._id) })
        .expect(403);
      expect(res.body).toMatchObject({ code: 'TASK_ASSIGNEE_NOT_ALLOWED', message: 'Please choose a team member' });
    }
    await requestAs(app, p.Supervisor)
      .post('/api/tasks')
      .send({ assignedTo: String(p.Manager._id) })
      .expect(201);
  });

  it('lets Admin assign to Manager, Supervisor and Agent only; the CEO to anyone', async () => {
    const p = await oneOfEachRole();
    for (const role of ['Manager', 'Supervisor', 'Agent'] as const)
      await requestAs(app, p.Admin)
        .post('/api/tasks')
        .send({ assignedTo: String(p[role]._id) })
        .expect(201);
    for (const role of ['CEO', 'Admin'] as const) {
      const res = await requestAs(app, p.Admin)
        .post('/api/tasks')
        .send({ assignedTo: String(p[role]._id) })
        .expect(403);
      expect(res.body.code).toBe('TASK_ASSIGNEE_NOT_ALLOWED');
    }
    for (const role of ['CEO', 'Admin', 'Manager', 'Supervisor', 'Agent'] as const)
      await requestAs(app, p.CEO)
        .post('/api/tasks')
        .send({ assignedTo: String(p[role]._id) })
        .expect(201);
  });

  it('refuses an unknown, deactivated or malformed assignee, and bad fields, with a 4xx', async () => {
    const p = await oneOfEachRole();
    const inactive = await createUser('Agent', { teamId: p.team._id, active: false });
    const as = requestAs(app, p.CEO);
    await as.post('/api/tasks').send({ assignedTo: ghost }).expect(403);
    await as
      .post('/api/tasks')
      .send({ assignedTo: String(inactive._id) })
      .expect(403);
    await as.post('/api/tasks').send({ assignedTo: 'nope' }).expect(400);
    await as.post('/api/tasks').send({}).expect(400);
    await as
      .post('/api/tasks')
      .send({ assignedTo: String(p.Agent._id), state: 'Maybe' })
      .expect(400);
    await as
      .post('/api/tasks')
      .send({ assignedTo: String(p.Agent._id), dueDate: 'tomorrow' })
      .expect(400);
    await as
      .post('/api/tasks')
      .send({ assignedTo: { $ne: null } })
      .expect(400);
    await as
      .post('/api/tasks')
      .send({ assignedTo: String(p.Agent._id), notes: 'x'.repeat(5001) })
      .expect(400);
  });

  it('needs a session (401)', async () => {
    const request = (await import('supertest')).default;
    await request(app).post('/api/tasks').send({}).expect(401);
  });
});

describe('GET /api/tasks/assignees', () => {
  it('lists team members for a Manager, Manager/Supervisor/Agent for Admin, everyone for the CEO; refuses Agents', async () => {
    const p = await oneOfEachRole();
    const other = await createTeam();
    const outsider = await createUser('Agent', { teamId: other._id });
    const names = async (role: keyof typeof p) =>
      (
        parseAnswer(
          contract.tasks.assignees,
          (
            await requestAs(app, p[role] as { _id: unknown })
              .get('/api/tasks/assignees')
              .expect(200)
          ).body,
        ) as { name: string }[]
      ).map((u) => u.name);
    const manager = await names('Manager');
    expect(manager).toEqual(expect.arrayContaining([p.Agent.name, p.Supervisor.name]));
    expect(manager).not.toContain(outsider.name);
    expect(manager).not.toContain(p.CEO.name);
    const admin = await names('Admin');
    expect(admin).toEqual(expect.arrayContaining([p.Agent.name, p.Manager.name, outsider.name]));
    expect(admin).not.toContain(p.CEO.name);
    expect(admin).not.toContain(p.Admin.name);
    expect(await names('CEO')).toEqual(expect.arrayContaining([p.CEO.name, p.Admin.name, outsider.name]));
    await requestAs(app, p.Agent).get('/api/tasks/assignees').expect(403);
  });
});

describe('PUT /api/tasks/:id', () => {
  async function setup() {
    const p = await oneOfEachRole();
    const res = await requestAs(app, p.Manager)
      .post('/api/tasks')
      .send({ assignedTo: String(p.Agent._id) })
      .expect(201);
    return { p, id: res.body._id as string };
  }

  it('lets only the assignee toggle the state', async () => {
    const { p, id } = await setup();
    for (const role of ['CEO', 'Admin', 'Manager', 'Supervisor'] as const) {
      const res = await requestAs(app, p[role]).put(`/api/tasks/${id}`).send({ state: 'Done' }).expect(403);
      expect(res.body.code).toBe('TASK_STATE_FORBIDDEN');
    }
    const done = await requestAs(app, p.Agent).put(`/api/tasks/${id}`).send({ state: 'Done' }).expect(200);
    expect(parseAnswer(contract.tasks.update, done.body).state).toBe('Done');
    await requestAs(app, p.Agent).put(`/api/tasks/${id}`).send({ state: 'Open' }).expect(200);
  });

  it('links a lead the caller can see and answers it with its name; unlinks with null', async () => {
    const { p, id } = await setup();
    const lead = await createLead({ name: 'Hala', assignedTo: p.Agent, teamId: p.team });
    const res = await requestAs(app, p.Agent)
      .put(`/api/tasks/${id}`)
      .send({ leadId: String(lead._id) })
      .expect(200);
    expect(parseAnswer(contract.tasks.update, res.body).leadId).toEqual({
      _id: String(lead._id),
      hidden: false,
      name: 'Hala',
    });
    const off = await requestAs(app, p.Agent).put(`/api/tasks/${id}`).send({ leadId: null }).expect(200);
    expect(off.body.leadId).toBeNull();
  });

  it('refuses a lead the caller cannot see (404) and a malformed or unknown one', async () => {
    const { p, id } = await setup();
    const hidden = await createLead({ name: 'Hidden', privacy: 'agent_private', assignedTo: p.CEO });
    const res = await requestAs(app, p.Agent)
      .put(`/api/tasks/${id}`)
      .send({ leadId: String(hidden._id) })
      .expect(404);
    expect(res.body.code).toBe('LEAD_NOT_FOUND');
    await requestAs(app, p.Agent).put(`/api/tasks/${id}`).send({ leadId: ghost }).expect(404);
    await requestAs(app, p.Agent).put(`/api/tasks/${id}`).send({ leadId: 'x' }).expect(400);
  });

  it('refuses a body with both or neither field, and an unknown or malformed task', async () => {
    const { p, id } = await setup();
    const as = requestAs(app, p.Agent);
    await as.put(`/api/tasks/${id}`).send({ state: 'Done', leadId: null }).expect(400);
    await as.put(`/api/tasks/${id}`).send({}).expect(400);
    await as.put(`/api/tasks/${id}`).send({ state: 'Closed' }).expect(400);
    expect((await as.put(`/api/tasks/${ghost}`).send({ state: 'Done' }).expect(404)).body.code).toBe('TASK_NOT_FOUND');
    await as.put('/api/tasks/not-an-id').send({ state: 'Done' }).expect(400);
  });

  it('answers 404 for a task outside the caller’s visibility', async () => {
    const { id } = await setup();
    const stranger = await createUser('Agent', { teamId: (await createTeam())._id });
    await requestAs(app, stranger).put(`/api/tasks/${id}`).send({ state: 'Done' }).expect(404);
    await requestAs(app, stranger).delete(`/api/tasks/${id}`).expect(404);
  });
});

describe('DELETE /api/tasks/:id', () => {
  it('lets the creator and CEO/Admin delete; refuses the assignee and others', async () => {
    const p = await oneOfEachRole();
    const make = async () =>
      (
        await requestAs(app, p.Supervisor)
          .post('/api/tasks')
          .send({ assignedTo: String(p.Agent._id) })
          .expect(201)
      ).body._id as string;
    const first = await make();
    for (const role of ['Agent', 'Manager'] as const) {
      const res = await requestAs(app, p[role]).delete(`/api/tasks/${first}`).expect(403);
      expect(res.body.code).toBe('TASK_DELETE_FORBIDDEN');
    }
    parseAnswer(
      contract.tasks.remove,
      (await requestAs(app, p.Supervisor).delete(`/api/tasks/${first}`).expect(200)).body,
    );
    await requestAs(app, p.Supervisor).delete(`/api/tasks/${first}`).expect(404);
    await requestAs(app, p.CEO)
      .delete(`/api/tasks/${await make()}`)
      .expect(200);
    await requestAs(app, p.Admin)
      .delete(`/api/tasks/${await make()}`)
      .expect(200);
    expect(await TaskModel.countDocuments()).toBe(0);
  });

  it('lets any creator delete their task, whatever their role (a task stored for an Agent by them)', async () => {
    const p = await oneOfEachRole();
    const own = await TaskModel.create({ notes: 'x', assignedTo: p.Agent._id, createdBy: p.Agent._id });
    await requestAs(app, p.Agent)
      .delete(`/api/tasks/${String(own._id)}`)
      .expect(200);
  });
});
