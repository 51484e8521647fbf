import crypto from 'node:crypto';
import request from 'supertest';
import type { Express } from 'express';
import { loadConfig } from '../../../config/env';
import { createApp } from '../../../app';
import { createLogger } from '../../../lib/logger';
import { createLead } from '../../../../test/lead-fixtures';
import { createTeam, createUser, requestAs, testConfig } from '../../../../test/helpers';
import { startPushServiceStandIn } from '../../../../test/push-service-stand-in';
import { PushSubscriptionModel, VapidKeysModel } from '../push.model';

let standIn: Awaited<ReturnType<typeof startPushServiceStandIn>>;
let app: Express;

beforeAll(async () => {
  standIn = await startPushServiceStandIn((path) => (path.startsWith('/gone/') ? 410 : 201));
  // Made first in this file: the listeners (wired once per process) take this app's push settings.
  app = createApp({
    config: { ...testConfig, push: loadConfig({ NODE_ENV: 'test', PUSH_EXTRA_ENDPOINTS: standIn.origin }).push },
    logger: createLogger('silent'),
  });
});
afterAll(() => standIn.close());

/** A browser's subscription: its P-256 public key and auth secret, at `endpoint`. */
function browserSubscription(endpoint: string) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') },
  };
}

/** Polls the stand-in until `count` pushes arrived, bounded. */
async function pushesArrived(count: number, withinMs = 3_000) {
  const deadline = Date.now() + withinMs;
  while (standIn.received.length < count) {
    if (Date.now() > deadline) throw new Error(`${standIn.received.length} push(es) arrived, not ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return standIn.received;
}

beforeEach(() => {
  standIn.received.length = 0;
});

describe('GET /api/push/public-key', () => {
  it('is 401 without a session', async () => {
    await request(app).get('/api/push/public-key').expect(401);
  });

  it('answers one VAPID public key, made once and kept in the database for every instance', async () => {
    const agent = await createUser('Agent');
    const first = await requestAs(app, agent).get('/api/push/public-key').expect(200);
    const other = createApp({ config: testConfig, logger: createLogger('silent') });
    const second = await requestAs(other, agent).get('/api/push/public-key').expect(200);
    expect(first.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(second.body).toEqual(first.body);
    expect(await VapidKeysModel.countDocuments()).toBe(1);
  });
});

describe('POST /api/push/subscriptions', () => {
  it('is 401 without a session', async () => {
    await request(app)
      .post('/api/push/subscriptions')
      .send(browserSubscription('https://fcm.googleapis.com/fcm/send/x'))
      .expect(401);
  });

  it('keeps a subscription on a known push service for the caller', async () => {
    const agent = await createUser('Agent');
    await requestAs(app, agent)
      .post('/api/push/subscriptions')
      .send({ ...browserSubscription('https://fcm.googleapis.com/fcm/send/abc'), language: 'ar' })
      .expect(201);
    const kept = await PushSubscriptionModel.find().lean();
    expect(kept.map((s) => [String(s.userId), s.endpoint, s.language])).toEqual([
      [String(agent._id), 'https://fcm.googleapis.com/fcm/send/abc', 'ar'],
    ]);
  });

  it.each([
    ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data/'],
    ['the portal itself', 'http://127.0.0.1:4000/api/users'],
    ['an unknown https host', 'https://push.example.com/x'],
    ['a file', 'file:///etc/passwd'],
  ])('refuses %s with a 400, keeping nothing and posting nothing', async (_what, endpoint) => {
    const agent = await createUser('Agent');
    const answer = await requestAs(app, agent).post('/api/push/subscriptions').send(browserSubscription(endpoint));
    expect(answer.status).toBe(400);
    expect(['PUSH_ENDPOINT_REFUSED', 'VALIDATION']).toContain(answer.body.code);
    expect(await PushSubscriptionModel.countDocuments()).toBe(0);
  });

  it('refuses keys that are not a browser subscription’s (400)', async () => {
    const agent = await createUser('Agent');
    const body = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'x', auth: '' } };
    const answer = await requestAs(app, agent).post('/api/push/subscriptions').send(body).expect(400);
    expect(answer.body.code).toBe('VALIDATION');
  });
});

describe('DELETE /api/push/subscriptions', () => {
  it('is 401 without a session', async () => {
    await request(app)
      .delete('/api/push/subscriptions')
      .send({ endpoint: 'https://fcm.googleapis.com/fcm/send/a' })
      .expect(401);
  });

  it("forgets the caller's own subscription and leaves another person's", async () => {
    const agent = await createUser('Agent');
    const colleague = await createUser('Agent');
    const mine = 'https://fcm.googleapis.com/fcm/send/mine';
    const theirs = 'https://fcm.googleapis.com/fcm/send/theirs';
    await requestAs(app, agent).post('/api/push/subscriptions').send(browserSubscription(mine)).expect(201);
    await requestAs(app, colleague).post('/api/push/subscriptions').send(browserSubscription(theirs)).expect(201);
    await requestAs(app, agent).delete('/api/push/subscriptions').send({ endpoint: theirs }).expect(200);
    await requestAs(app, agent).delete('/api/push/subscriptions').send({ endpoint: mine }).expect(200);
    expect((await PushSubscriptionModel.find().lean()).map((s) => s.endpoint)).toEqual([theirs]);
  });
});

describe('pushes for a lead assigned', () => {
  async function agencyWithSubscribedAgents() {
    const team = await createTeam();
    const supervisor = await createUser('Supervisor', { teamId: team._id });
    const agent = await createUser('Agent', { teamId: team._id });
    const colleague = await createUser('Agent', { teamId: team._id });
    await requestAs(app, agent)
      .post('/api/push/subscriptions')
      .send(browserSubscription(`${standIn.origin}/agent/1`))
      .expect(201);
    await requestAs(app, colleague)
      .post('/api/push/subscriptions')
      .send(browserSubscription(`${standIn.origin}/colleague/1`))
      .expect(201);
    return { team, supervisor, agent, colleague };
  }

  it("reach the assignee's device encrypted (aes128gcm), VAPID-signed and with a TTL; nobody else's", async () => {
    const { team, supervisor, agent, colleague } = await agencyWithSubscribedAgents();
    const lead = await createLead({ teamId: team, name: 'Hoda Samir' });
    await requestAs(app, supervisor)
      .post(`/api/leads/${String(lead._id)}/assign`)
      .send({ userId: String(agent._id) })
      .expect(200);
    const [push] = await pushesArrived(1);
    expect(push?.path).toBe('/agent/1');
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/);
    expect(Number(push?.headers.ttl)).toBeGreaterThan(0);
    // RFC 8188's header: a 16-byte salt, the record size, then the sender's 65-byte key; then ciphertext.
    expect(push?.body[20]).toBe(65);
    expect(push?.body.toString('latin1')).not.toContain('Hoda');
    // The VAPID token is for this push service, signed with the portal's public key.
    const [, token = ''] = /t=([^,]+)/.exec(push?.headers.authorization ?? '') ?? [];
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { aud: string };
    expect(claims.aud).toBe(standIn.origin);
    const { body } = await requestAs(app, agent).get('/api/push/public-key').expect(200);
    expect(push?.headers.authorization).toContain(`k=${body.publicKey}`);

    const other = await createLead({ teamId: team });
    await requestAs(app, supervisor)
      .post(`/api/leads/${String(other._id)}/assign`)
      .send({ userId: String(colleague._id) })
      .expect(200);
    expect((await pushesArrived(2)).map((p) => p.path)).toEqual(['/agent/1', '/colleague/1']);
  });

  it('removes a subscription the push service answers 410 (gone)', async () => {
    const { team, supervisor, agent } = await agencyWithSubscribedAgents();
    await PushSubscriptionModel.updateOne({ userId: agent._id }, { $set: { endpoint: `${standIn.origin}/gone/1` } });
    const lead = await createLead({ teamId: team });
    await requestAs(app, supervisor)
      .post(`/api/leads/${String(lead._id)}/assign`)
      .send({ userId: String(agent._id) })
      .expect(200);
    await pushesArrived(1);
    const deadline = Date.now() + 3_000;
    while ((await PushSubscriptionModel.countDocuments({ userId: agent._id })) > 0) {
      if (Date.now() > deadline) throw new Error('the gone subscription was kept');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await PushSubscriptionModel.countDocuments()).toBe(1);
  });
});
