import request from 'supertest';
import { createLead } from '../../../../test/lead-fixtures';
import { createTeam, createUser, makeApp, requestAs, tokenFor } from '../../../../test/helpers';
import { listenOnLoopback, openEventStream } from '../../../../test/event-stream-client';

const app = makeApp();
const servers: { close: () => Promise<void> }[] = [];
const streams: { close: () => Promise<void> }[] = [];

afterEach(async () => {
  await Promise.all(streams.splice(0).map((stream) => stream.close()));
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function serve(served = app) {
  const server = await listenOnLoopback(served);
  servers.push(server);
  return server.url;
}

async function streamOf(url: string, user: { _id: unknown }, headers: Record<string, string> = {}) {
  const stream = await openEventStream(url, { Authorization: `Bearer ${tokenFor(user)}`, ...headers });
  streams.push(stream);
  return stream;
}

async function agencyOfTwoAgents() {
  const team = await createTeam();
  return {
    team,
    supervisor: await createUser('Supervisor', { teamId: team._id }),
    agent: await createUser('Agent', { teamId: team._id }),
    colleague: await createUser('Agent', { teamId: team._id }),
  };
}

const assign = (served: typeof app, by: { _id: unknown }, leadId: unknown, to: { _id: unknown }) =>
  requestAs(served, by)
    .post(`/api/leads/${String(leadId)}/assign`)
    .send({ userId: String(to._id) })
    .expect(200);

describe('GET /api/events', () => {
  it('is 401 without a session, and with a token anywhere but the Authorization header', async () => {
    await request(app).get('/api/events').expect(401);
    const agent = await createUser('Agent');
    await request(app)
      .get(`/api/events?token=${tokenFor(agent)}`)
      .expect(401);
    await request(app).get('/api/events').set('Authorization', 'Bearer not-a-token').expect(401);
  });

  it('is refused (403) to a person who must first choose a new password', async () => {
    const agent = await createUser('Agent', { mustChangePassword: true });
    await requestAs(app, agent).get('/api/events').expect(403);
  });

  it('streams uncompressed and unbuffered by proxies, even to a caller that accepts gzip', async () => {
    const { agent } = await agencyOfTwoAgents();
    const stream = await streamOf(await serve(), agent, { 'Accept-Encoding': 'gzip, br' });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.response.headers.get('content-encoding')).toBeNull();
  });

  it("names a lead assigned to the Agent within 2 s (its id only), and never a colleague's", async () => {
    const { team, supervisor, agent, colleague } = await agencyOfTwoAgents();
    const url = await serve();
    const mine = await streamOf(url, agent);
    const theirs = await streamOf(url, colleague);
    const lead = await createLead({ teamId: team, name: 'Hoda Samir' });
    const other = await createLead({ teamId: team, name: 'Karim Adel' });

    await assign(app, supervisor, lead._id, agent);
    const heard = await mine.waitFor((e) => e.event === 'lead.assigned');
    expect(heard.data).toEqual({ id: String(lead._id) });
    await mine.waitFor((e) => e.event === 'notification');
    expect(JSON.stringify(mine.events)).not.toContain('Hoda');

    await assign(app, supervisor, other._id, colleague);
    await theirs.waitFor((e) => e.event === 'lead.assigned');
    expect(theirs.events.filter((e) => e.event === 'lead.assigned').map((e) => e.data)).toEqual([
      { id: String(other._id) },
    ]);
    expect(mine.events.filter((e) => e.event === 'lead.assigned').map((e) => e.data)).toEqual([
      { id: String(lead._id) },
    ]);
  });

  it('tells the unread count of notices addressed to the person', async () => {
    const { team, supervisor, agent } = await agencyOfTwoAgents();
    const stream = await streamOf(await serve(), agent);
    const lead = await createLead({ teamId: team });
    await assign(app, supervisor, lead._id, agent);
    const told = await stream.waitFor((e) => e.event === 'notification');
    const { body } = await requestAs(app, agent).get('/api/leads/notifications').expect(200);
    expect(told.data).toEqual({ unread: body.unread });
    expect(body.unread).toBeGreaterThan(0);
  });

  it("tells a chat message's recipient which thread (the sender's) has news, not the sender", async () => {
    const { supervisor, agent } = await agencyOfTwoAgents();
    const url = await serve();
    const recipient = await streamOf(url, agent);
    const sender = await streamOf(url, supervisor);
    await requestAs(app, supervisor)
      .post(`/api/chats/${String(agent._id)}/messages`)
      .send({ body: 'Call Hoda' })
      .expect(201);
    const heard = await recipient.waitFor((e) => e.event === 'chat.message');
    expect(heard.data).toEqual({ threadId: String(supervisor._id) });
    expect(JSON.stringify(recipient.events)).not.toContain('Call Hoda');
    expect(sender.events.filter((e) => e.event === 'chat.message')).toEqual([]);
  });

  it('replays what was missed after a reconnect with Last-Event-ID', async () => {
    const { team, supervisor, agent } = await agencyOfTwoAgents();
    const url = await serve();
    const first = await streamOf(url, agent);
    const before = await createLead({ teamId: team });
    await assign(app, supervisor, before._id, agent);
    const last = await first.waitFor((e) => e.event === 'lead.assigned');
    await first.close();

    const missed = await createLead({ teamId: team });
    await assign(app, supervisor, missed._id, agent);
    const again = await streamOf(url, agent, { 'Last-Event-ID': last.id });
    await again.waitFor((e) => e.event === 'lead.assigned' && (e.data as { id: string }).id === String(missed._id));
  });

  it('carries an event raised through one instance to a stream held by another (same database)', async () => {
    const { team, supervisor, agent } = await agencyOfTwoAgents();
    const instanceA = makeApp();
    const instanceB = makeApp();
    const stream = await streamOf(await serve(instanceB), agent);
    const lead = await createLead({ teamId: team });
    await assign(instanceA, supervisor, lead._id, agent);
    const heard = await stream.waitFor((e) => e.event === 'lead.assigned');
    expect(heard.data).toEqual({ id: String(lead._id) });
  });
});
