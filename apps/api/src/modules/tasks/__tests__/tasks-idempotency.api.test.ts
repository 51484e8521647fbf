import { contract, IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@crm/contracts';
import { TaskModel } from '../task.model';
import { makeApp, oneOfEachRole, requestAs } from '../../../../test/helpers';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();
const KEY = 'task-done-5e4d3c2b-1a09-4f8e-b7d6-c5b4a3928170';

describe('PUT /api/tasks/:id with an Idempotency-Key (a task ticked off offline)', () => {
  it('applies the toggle once: a late replay does not undo a later change', async () => {
    const p = await oneOfEachRole();
    const created = await requestAs(app, p.Manager)
      .post('/api/tasks')
      .send({ assignedTo: String(p.Agent._id) })
      .expect(201);
    const path = `/api/tasks/${created.body._id}`;
    const as = requestAs(app, p.Agent);
    const done = await as.put(path).set(IDEMPOTENCY_HEADER, KEY).send({ state: 'Done' }).expect(200);
    await as.put(path).send({ state: 'Open' }).expect(200);
    const again = await as.put(path).set(IDEMPOTENCY_HEADER, KEY).send({ state: 'Done' }).expect(200);
    expect(again.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(again.body).toEqual(done.body);
    expect(parseAnswer(contract.tasks.update, again.body).state).toBe('Done');
    expect((await TaskModel.findById(created.body._id).lean())?.state).toBe('Open');
  });

  it('keeps a refusal: the replay of a forbidden toggle is refused alike', async () => {
    const p = await oneOfEachRole();
    const created = await requestAs(app, p.Manager)
      .post('/api/tasks')
      .send({ assignedTo: String(p.Agent._id) })
      .expect(201);
    const send = () =>
      requestAs(app, p.Supervisor)
        .put(`/api/tasks/${created.body._id}`)
        .set(IDEMPOTENCY_HEADER, KEY)
        .send({ state: 'Done' })
        .expect(403);
    const first = await send();
    const again = await send();
    expect(again.body).toEqual(first.body);
    expect(first.body.code).toBe('TASK_STATE_FORBIDDEN');
  });
});
