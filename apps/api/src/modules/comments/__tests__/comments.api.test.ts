import { contract } from '@crm/contracts';
import { createTeam, createUser, makeApp, requestAs } from '../../../../test/helpers';
import { createLead } from '../../../../test/lead-fixtures';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();

describe('feedback log', () => {
  it('adds feedback and replies threaded by parentId, searchable', async () => {
    const team = await createTeam();
    const agent = await createUser('Agent', { teamId: team._id });
    const supervisor = await createUser('Supervisor', { teamId: team._id });
    const lead = await createLead({ assignedTo: agent, teamId: team });
    const first = await requestAs(app, agent)
      .post('/api/comments')
      .send({ leadId: String(lead._id), content: 'Called, no answer' })
      .expect(201);
    expect(parseAnswer(contract.comments.create, first.body)).toMatchObject({
      type: 'feedback',
      priority: 'medium',
      agentId: { name: agent.name },
      parentId: null,
    });
    await requestAs(app, supervisor)
      .post('/api/comments')
      .send({ leadId: String(lead._id), parentId: first.body._id, content: 'Try WhatsApp' })
      .expect(201);

    const log = parseAnswer(
      contract.comments.forLead,
      (await requestAs(app, agent).get(`/api/comments/lead/${lead._id}?type=feedback`).expect(200)).body,
    );
    expect(log.map((c) => [c.content, c.parentId])).toEqual([
      ['Called, no answer', null],
      ['Try WhatsApp', first.body._id],
    ]);
    const found = (await requestAs(app, agent).get(`/api/comments/lead/${lead._id}?q=whatsapp`).expect(200)).body;
    expect(found.map((c: { content: string }) => c.content)).toEqual(['Try WhatsApp']);
  });

  it('refuses replies from Agents and feedback on leads out of view', async () => {
    const agent = await createUser('Agent');
    const stranger = await createUser('Agent');
    const lead = await createLead({ assignedTo: agent });
    const first = await requestAs(app, agent)
      .post('/api/comments')
      .send({ leadId: String(lead._id), content: 'x' })
      .expect(201);
    const reply = await requestAs(app, agent)
      .post('/api/comments')
      .send({ leadId: String(lead._id), parentId: first.body._id, content: 'y' })
      .expect(403);
    expect(reply.body.message).toBe('Only Supervisors and above can reply to feedback');
    await requestAs(app, stranger)
      .post('/api/comments')
      .send({ leadId: String(lead._id), content: 'x' })
      .expect(404);
    await requestAs(app, stranger).get(`/api/comments/lead/${lead._id}`).expect(404);
    await requestAs(app, agent)
      .post('/api/comments')
      .send({ leadId: String(lead._id), content: '   ' })
      .expect(400);
  });

  it('keeps the latest 200 entries and brings feedback back with a restored lead', async () => {
    const ceo = await createUser('CEO');
    const lead = await createLead({});
    const as = requestAs(app, ceo);
    await as
      .post('/api/comments')
      .send({ leadId: String(lead._id), content: 'kept' })
      .expect(201);
    await as.delete(`/api/leads/${lead._id}`).expect(200);
    await as.get(`/api/comments/lead/${lead._id}`).expect(404);
    await as.post(`/api/leads/${lead._id}/restore`).expect(200);
    const log = (await as.get(`/api/comments/lead/${lead._id}?limit=5000`).expect(200)).body;
    expect(log.map((c: { content: string }) => c.content)).toEqual(['kept']);
  });
});
