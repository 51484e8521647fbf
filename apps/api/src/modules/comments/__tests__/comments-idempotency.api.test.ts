import { contract, IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@crm/contracts';
import { CommentModel } from '../comment.model';
import { createTeam, createUser, makeApp, requestAs } from '../../../../test/helpers';
import { createLead, historyOf } from '../../../../test/lead-fixtures';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();
const KEY = 'feedback-0b6f3e2a-91c4-4d7e-a1f0-5c2e8d9b7a64';
const replayed = (res: { headers: Record<string, string> }) => res.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()];

async function agentWithLead() {
  const team = await createTeam();
  const agent = await createUser('Agent', { teamId: team._id });
  const supervisor = await createUser('Supervisor', { teamId: team._id });
  const lead = await createLead({ assignedTo: agent, teamId: team });
  return { agent, supervisor, lead };
}

const feedbackOn = (lead: { _id: unknown }) => ({ leadId: String(lead._id), content: 'Called from the car park' });

describe('POST /api/comments with an Idempotency-Key (the offline outbox sending feedback again)', () => {
  it('adds the feedback once; the second send gets the same answer, marked Idempotent-Replayed', async () => {
    const { agent, lead } = await agentWithLead();
    const send = () =>
      requestAs(app, agent).post('/api/comments').set(IDEMPOTENCY_HEADER, KEY).send(feedbackOn(lead)).expect(201);
    const first = await send();
    const second = await send();
    expect(second.body).toEqual(first.body);
    expect(parseAnswer(contract.comments.create, second.body)).toMatchObject({ content: 'Called from the car park' });
    expect(replayed(first)).toBeUndefined();
    expect(replayed(second)).toBe('true');
    expect(await CommentModel.countDocuments({ leadId: lead._id })).toBe(1);
    expect((await historyOf(lead)).filter((e) => e.kind === 'feedback')).toHaveLength(1);
  });

  it('adds one entry when two copies arrive at once (the other is replayed or told it is in progress)', async () => {
    const { agent, lead } = await agentWithLead();
    const send = () => requestAs(app, agent).post('/api/comments').set(IDEMPOTENCY_HEADER, KEY).send(feedbackOn(lead));
    const answers = await Promise.all([send(), send()]);
    expect(await CommentModel.countDocuments({ leadId: lead._id })).toBe(1);
    const created = answers.filter((res) => res.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    for (const res of answers) {
      if (res.status === 201) expect(res.body).toEqual(created[0]!.body);
      else expect([res.status, res.body.code]).toEqual([409, 'IDEMPOTENCY_IN_PROGRESS']);
    }
  });

  it('refuses the same key with other feedback (422) and adds nothing more', async () => {
    const { agent, lead } = await agentWithLead();
    const as = requestAs(app, agent);
    await as.post('/api/comments').set(IDEMPOTENCY_HEADER, KEY).send(feedbackOn(lead)).expect(201);
    const other = await as
      .post('/api/comments')
      .set(IDEMPOTENCY_HEADER, KEY)
      .send({ leadId: String(lead._id), content: 'Something else' })
      .expect(422);
    expect(other.body).toEqual({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: 'This Idempotency-Key was used for a different request',
    });
    expect(await CommentModel.countDocuments({ leadId: lead._id })).toBe(1);
  });

  it("does not share a key between users: another user's send with the same key is their own", async () => {
    const { agent, supervisor, lead } = await agentWithLead();
    await requestAs(app, agent).post('/api/comments').set(IDEMPOTENCY_HEADER, KEY).send(feedbackOn(lead)).expect(201);
    const theirs = await requestAs(app, supervisor)
      .post('/api/comments')
      .set(IDEMPOTENCY_HEADER, KEY)
      .send(feedbackOn(lead))
      .expect(201);
    expect(replayed(theirs)).toBeUndefined();
    expect(theirs.body.agentId._id).toBe(String(supervisor._id));
    expect(await CommentModel.countDocuments({ leadId: lead._id })).toBe(2);
  });

  it('answers a replay of refused feedback with the same refusal', async () => {
    const { lead } = await agentWithLead();
    const stranger = await createUser('Agent');
    const send = () =>
      requestAs(app, stranger).post('/api/comments').set(IDEMPOTENCY_HEADER, KEY).send(feedbackOn(lead)).expect(404);
    const first = await send();
    const again = await send();
    expect(again.body).toEqual(first.body);
    expect(first.body.code).toBe('LEAD_NOT_FOUND');
    expect(replayed(again)).toBe('true');
  });

  it('lets the retry add the feedback when the first send failed on the server (5xx)', async () => {
    const { agent, lead } = await agentWithLead();
    const failOnce = jest.spyOn(CommentModel, 'create').mockRejectedValueOnce(new Error('disk full') as never);
    try {
      const as = requestAs(app, agent);
      await as.post('/api/comments').set(IDEMPOTENCY_HEADER, KEY).send(feedbackOn(lead)).expect(500);
      const retried = await as.post('/api/comments').set(IDEMPOTENCY_HEADER, KEY).send(feedbackOn(lead)).expect(201);
      expect(replayed(retried)).toBeUndefined();
    } finally {
      failOnce.mockRestore();
    }
    expect(await CommentModel.countDocuments({ leadId: lead._id })).toBe(1);
    expect((await historyOf(lead)).filter((e) => e.kind === 'feedback')).toHaveLength(1);
  });

  it('adds feedback each time without the header, as before', async () => {
    const { agent, lead } = await agentWithLead();
    const as = requestAs(app, agent);
    await as.post('/api/comments').send(feedbackOn(lead)).expect(201);
    await as.post('/api/comments').send(feedbackOn(lead)).expect(201);
    expect(await CommentModel.countDocuments({ leadId: lead._id })).toBe(2);
  });
});
