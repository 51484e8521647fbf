import mongoose from 'mongoose';
import request from 'supertest';
import { contract, cursorOf, pairKeyOf } from '@crm/contracts';
import { createUser, makeApp, requestAs } from '../../../../test/helpers';
import { parseAnswer } from '../../../../test/strict';
import { listenTo } from '../../../core/events';
import { ChatMessageModel } from '../chat.model';

const app = makeApp();
const BAD_ID = '0123456789abcdef01234567';

type Someone = { _id: unknown };
const send = (from: Someone, to: Someone, body: string) =>
  requestAs(app, from)
    .post(`/api/chats/${String(to._id)}/messages`)
    .send({ body });
const threadsOf = async (user: Someone) =>
  parseAnswer(contract.chats.threads, (await requestAs(app, user).get('/api/chats/threads').expect(200)).body);
const pageOf = async (user: Someone, partner: Someone, query = '') =>
  parseAnswer(
    contract.chats.messages,
    (
      await requestAs(app, user)
        .get(`/api/chats/${String(partner._id)}/messages${query}`)
        .expect(200)
    ).body,
  );

/** `n` messages from `from` to `to`, one second apart, straight into the collection. */
async function seedMessages(from: Someone, to: Someone, n: number, start = Date.UTC(2026, 0, 1)) {
  const pairKey = pairKeyOf(String(from._id), String(to._id));
  await ChatMessageModel.insertMany(
    Array.from({ length: n }, (_, i) => ({
      pairKey,
      senderId: from._id,
      recipientId: to._id,
      body: `message ${i + 1}`,
      createdAt: new Date(start + i * 1000),
    })),
  );
}

describe('POST /api/chats/{userId}/messages and GET /api/chats/threads', () => {
  it('sends a trimmed message, lists both sides newest first with unread counts, and clears them on read', async () => {
    const ana = await createUser('Agent', { name: 'Ana' });
    const bob = await createUser('Manager', { name: 'Bob' });
    const cy = await createUser('Supervisor', { name: 'Cy' });

    const sent = parseAnswer(contract.chats.send, (await send(ana, bob, '  Hello Bob  ').expect(201)).body);
    expect(sent).toMatchObject({ senderId: String(ana._id), body: 'Hello Bob', subject: null });
    await send(ana, bob, 'Are you there?').expect(201);
    await send(cy, bob, 'Hi from Cy').expect(201);

    const bobs = await threadsOf(bob);
    expect(bobs.unread).toBe(3);
    expect(bobs.total).toBe(2);
    expect(bobs.items.map((t) => [t.user.name, t.unread, t.lastMessage?.body])).toEqual([
      ['Cy', 1, 'Hi from Cy'],
      ['Ana', 2, 'Are you there?'],
    ]);
    const anas = await threadsOf(ana);
    expect(anas.items.map((t) => [t.user.name, t.unread])).toEqual([['Bob', 0]]);
    expect(anas.unread).toBe(0);

    await requestAs(app, bob)
      .post(`/api/chats/${String(ana._id)}/read`)
      .expect(200, { ok: true });
    const after = await threadsOf(bob);
    expect(after.unread).toBe(1);
    expect(after.items.find((t) => t.user.name === 'Ana')?.unread).toBe(0);

    // A reply moves that thread to the top on both sides.
    await send(bob, ana, 'Yes').expect(201);
    expect((await threadsOf(bob)).items[0]!.user.name).toBe('Ana');
    expect((await threadsOf(ana)).items[0]).toMatchObject({ unread: 1, lastMessage: { body: 'Yes' } });
  });

  it('answers the threads in a constant number of queries, however many threads there are', async () => {
    const me = await createUser('Agent');
    const countQueries = async () => {
      let queries = 0;
      mongoose.set('debug', () => queries++);
      try {
        await requestAs(app, me).get('/api/chats/threads').expect(200);
      } finally {
        mongoose.set('debug', false);
      }
      return queries;
    };
    for (let i = 0; i < 2; i++) await send(await createUser('Agent'), me, 'hi').expect(201);
    const few = await countQueries();
    for (let i = 0; i < 12; i++) await send(await createUser('Agent'), me, 'hi').expect(201);
    expect(await countQueries()).toBe(few);
    expect((await threadsOf(me)).items).toHaveLength(14);
  });

  it('answers a poll with nothing new with a 304 for the ETag it holds, and a new answer once something changed', async () => {
    const ana = await createUser('Agent');
    const bob = await createUser('Agent');
    await send(ana, bob, 'one').expect(201);
    const first = await requestAs(app, bob).get('/api/chats/threads').expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    expect(first.headers['cache-control']).toContain('no-cache');

    await requestAs(app, bob).get('/api/chats/threads').set('If-None-Match', etag).expect(304);
    // Another user's version is never the same as this one's.
    const anas = await requestAs(app, ana).get('/api/chats/threads').expect(200);
    expect(anas.headers.etag).not.toBe(etag);

    await send(ana, bob, 'two').expect(201);
    const changed = await requestAs(app, bob).get('/api/chats/threads').set('If-None-Match', etag).expect(200);
    expect(changed.body.items[0].lastMessage.body).toBe('two');
    await requestAs(app, bob)
      .post(`/api/chats/${String(ana._id)}/read`)
      .expect(200);
    const read = await requestAs(app, bob)
      .get('/api/chats/threads')
      .set('If-None-Match', changed.headers.etag as string)
      .expect(200);
    expect(read.body.unread).toBe(0);
  });

  it('previews the start of a long message in the thread list', async () => {
    const ana = await createUser('Agent');
    const bob = await createUser('Agent');
    await send(ana, bob, 'x'.repeat(5000)).expect(201);
    expect((await threadsOf(bob)).items[0]!.lastMessage!.body).toHaveLength(200);
  });
});

describe('GET /api/chats/{userId}/messages', () => {
  it('pages 55 messages as the latest 50 then the 5 older ones, oldest first, with no overlap or gap', async () => {
    const ana = await createUser('Agent');
    const bob = await createUser('Agent', { name: 'Bob' });
    await seedMessages(ana, bob, 55);

    const latest = await pageOf(ana, bob);
    expect(latest.items).toHaveLength(50);
    expect(latest.items[0]!.body).toBe('message 6');
    expect(latest.items[49]!.body).toBe('message 55');
    expect(latest.partner).toEqual({ _id: String(bob._id), name: 'Bob', role: 'Agent', active: true });

    const older = await pageOf(bob, ana, `?before=${cursorOf(latest.items[0]!)}`);
    expect(older.items.map((m) => m.body)).toEqual(['message 1', 'message 2', 'message 3', 'message 4', 'message 5']);
    const none = await pageOf(bob, ana, `?before=${cursorOf(older.items[0]!)}`);
    expect(none.items).toEqual([]);
  });

  it('neither repeats nor skips messages that share one millisecond', async () => {
    const ana = await createUser('Agent');
    const bob = await createUser('Agent');
    const sameMoment = new Date(Date.UTC(2026, 0, 1));
    await ChatMessageModel.insertMany(
      Array.from({ length: 60 }, (_, i) => ({
        pairKey: pairKeyOf(String(ana._id), String(bob._id)),
        senderId: ana._id,
        recipientId: bob._id,
        body: `m${i}`,
        createdAt: sameMoment,
      })),
    );
    const latest = await pageOf(ana, bob);
    const older = await pageOf(ana, bob, `?before=${cursorOf(latest.items[0]!)}`);
    const seen = [...older.items, ...latest.items].map((m) => m.body);
    expect(new Set(seen).size).toBe(60);
    expect(older.items).toHaveLength(10);
  });

  it('answers a poll with only the messages after the cursor, and nothing when nothing is new', async () => {
    const ana = await createUser('Agent');
    const bob = await createUser('Agent');
    await send(ana, bob, 'first').expect(201);
    const page = await pageOf(bob, ana);
    const cursor = cursorOf(page.items.at(-1)!);
    expect((await pageOf(bob, ana, `?after=${cursor}`)).items).toEqual([]);
    await send(ana, bob, 'second').expect(201);
    await send(bob, ana, 'third').expect(201);
    const newer = await pageOf(bob, ana, `?after=${cursor}`);
    expect(newer.items.map((m) => m.body)).toEqual(['second', 'third']);
    expect(newer.partner).toBeUndefined();
  });

  it('answers a repeated poll with a 304 until something reaches the caller', async () => {
    const ana = await createUser('Agent');
    const bob = await createUser('Agent');
    const eve = await createUser('Agent');
    await send(ana, bob, 'first').expect(201);
    const cursor = cursorOf((await pageOf(bob, ana)).items[0]!);
    const poll = () => requestAs(app, bob).get(`/api/chats/${String(ana._id)}/messages?after=${cursor}`);
    const first = await poll().expect(200);
    const etag = first.headers.etag as string;
    await poll().set('If-None-Match', etag).expect(304);
    // Mail elsewhere moves the same revision: an empty answer, then 304 again with the new tag.
    await send(eve, bob, 'elsewhere').expect(201);
    const moved = await poll().set('If-None-Match', etag).expect(200);
    expect(moved.body.items).toEqual([]);
    await poll()
      .set('If-None-Match', moved.headers.etag as string)
      .expect(304);
    await send(ana, bob, 'second').expect(201);
    const arrived = await poll()
      .set('If-None-Match', moved.headers.etag as string)
      .expect(200);
    expect(arrived.body.items.map((m: { body: string }) => m.body)).toEqual(['second']);
  });
});

describe('privacy: nobody reads or marks a conversation they are not part of', () => {
  it('shows a third user nothing of the pair, and their "read" touches only their own side', async () => {
    const ana = await createUser('Agent');
    const bob = await createUser('Agent');
    const eve = await createUser('CEO');
    await send(ana, bob, 'secret').expect(201);

    expect((await pageOf(eve, ana)).items).toEqual([]);
    expect((await pageOf(eve, bob)).items).toEqual([]);
    expect((await threadsOf(eve)).items).toEqual([]);

    await requestAs(app, eve)
      .post(`/api/chats/${String(ana._id)}/read`)
      .expect(200);
    await requestAs(app, eve)
      .post(`/api/chats/${String(bob._id)}/read`)
      .expect(200);
    expect((await threadsOf(bob)).unread).toBe(1);
    expect((await pageOf(bob, ana)).items.map((m) => m.body)).toEqual(['secret']);
  });
});

describe('GET /api/chats/users', () => {
  it('lists active users but the caller, with name, role and teams, never an email or a hash', async () => {
    const me = await createUser('Agent', { name: 'Me' });
    await createUser('Manager', { name: 'Mona' });
    await createUser('Agent', { name: 'Gone', active: false });
    const deleted = await createUser('Agent', { name: 'Deleted' });
    await deleted.updateOne({ deletedAt: new Date() });

    const all = parseAnswer(contract.chats.users, (await requestAs(app, me).get('/api/chats/users').expect(200)).body);
    expect(all.items.map((u) => u.name)).toEqual(['Mona']);
    expect(all.items[0]).toEqual({ _id: expect.any(String), name: 'Mona', role: 'Manager', teams: [] });

    const found = (await requestAs(app, me).get('/api/chats/users?search=MON').expect(200)).body;
    expect(found.total).toBe(1);
    expect((await requestAs(app, me).get('/api/chats/users?search=.*').expect(200)).body.total).toBe(0);
  });
});

describe('refusals', () => {
  it('needs a signed-in caller on every route (401)', async () => {
    await request(app).get('/api/chats/threads').expect(401);
    await request(app).get('/api/chats/users').expect(401);
    await request(app).get(`/api/chats/${BAD_ID}/messages`).expect(401);
    await request(app).post(`/api/chats/${BAD_ID}/messages`).send({ body: 'hi' }).expect(401);
    await request(app).post(`/api/chats/${BAD_ID}/read`).expect(401);
  });

  it("echoes the sender's clientId on the message, in the send's answer and in the poll", async () => {
    const ana = await createUser('Agent');
    const bob = await createUser('Agent');
    const sent = parseAnswer(
      contract.chats.send,
      (
        await requestAs(app, ana)
          .post(`/api/chats/${String(bob._id)}/messages`)
          .send({ body: 'On my way', clientId: 'out-1-k2x9' })
          .expect(201)
      ).body,
    );
    expect(sent.clientId).toBe('out-1-k2x9');
    expect((await pageOf(ana, bob)).items.map((m) => m.clientId)).toEqual(['out-1-k2x9']);
    const cursor = cursorOf((await pageOf(ana, bob)).items[0]!);
    await send(ana, bob, 'plain').expect(201);
    // A message sent without one carries none; the recipient never sees the sender's.
    expect((await pageOf(ana, bob, `?after=${cursor}`)).items[0]).not.toHaveProperty('clientId');
    expect((await pageOf(bob, ana)).items.map((m) => m.clientId)).toEqual([undefined, undefined]);
  });

  it('answers a resent message (same clientId) with the message already sent, counted once', async () => {
    const ana = await createUser('Agent');
    const bob = await createUser('Agent');
    const resend = (from: Someone, to: Someone) =>
      requestAs(app, from)
        .post(`/api/chats/${String(to._id)}/messages`)
        .send({ body: 'On my way', clientId: 'out-lost-answer' })
        .expect(201);
    const first = (await resend(ana, bob)).body as { _id: string };
    const again = (await resend(ana, bob)).body as { _id: string };
    expect(again._id).toBe(first._id);
    expect((await pageOf(bob, ana)).items).toHaveLength(1);
    expect((await threadsOf(bob)).unread).toBe(1);
    // Another sender's message with the same name is their own.
    const bobs = (await resend(bob, ana)).body as { _id: string };
    expect(bobs._id).not.toBe(first._id);
    expect((await pageOf(bob, ana)).items).toHaveLength(2);
  });

  it('refuses empty, blank and over-long bodies (400)', async () => {
    const ana = await createUser('Agent');
    const bob = await createUser('Agent');
    await send(ana, bob, '').expect(400);
    await send(ana, bob, '   \n ').expect(400);
    await send(ana, bob, 'x'.repeat(5001)).expect(400);
    await requestAs(app, ana)
      .post(`/api/chats/${String(bob._id)}/messages`)
      .send({ body: { $gt: '' } })
      .expect(400);
    await requestAs(app, ana)
      .post(`/api/chats/${String(bob._id)}/messages`)
      .send({})
      .expect(400);
    for (const clientId of ['', 'x'.repeat(65), 42])
      await requestAs(app, ana)
        .post(`/api/chats/${String(bob._id)}/messages`)
        .send({ body: 'ok', clientId })
        .expect(400);
  });

  it('refuses writing to oneself (400), and to an unknown, deactivated or deleted user (404)', async () => {
    const ana = await createUser('Agent');
    const inactive = await createUser('Agent', { active: false });
    const deleted = await createUser('Agent');
    await deleted.updateOne({ deletedAt: new Date() });
    expect((await send(ana, ana, 'me').expect(400)).body.code).toBe('CHAT_SELF');
    for (const nobody of [{ _id: BAD_ID }, inactive, deleted]) {
      expect((await send(ana, nobody, 'hi').expect(404)).body.code).toBe('CHAT_RECIPIENT_UNAVAILABLE');
    }
    expect(await ChatMessageModel.countDocuments()).toBe(0);
  });

  it('answers hostile ids and cursors with a 400, and an unknown partner page with a 404, never a 500', async () => {
    const ana = await createUser('Agent');
    const as = requestAs(app, ana);
    for (const id of ['not-an-id', '0123456789abcdef0123456g', '%24ne', '1'.repeat(25)]) {
      await as.get(`/api/chats/${id}/messages`).expect(400);
      await as.post(`/api/chats/${id}/messages`).send({ body: 'hi' }).expect(400);
      await as.post(`/api/chats/${id}/read`).expect(400);
    }
    const bob = await createUser('Agent');
    const base = `/api/chats/${String(bob._id)}/messages`;
    for (const cursor of ['abc', '123', `1.${BAD_ID}x`, `${'9'.repeat(16)}.${BAD_ID}`, `[$gt]=1`, `-1.${BAD_ID}`]) {
      await as.get(`${base}?before=${encodeURIComponent(cursor)}`).expect(400);
    }
    await as.get(`${base}?before=1.${BAD_ID}&before=2.${BAD_ID}`).expect(400);
    await as.get(`${base}?before=1.${BAD_ID}&after=1.${BAD_ID}`).expect(400);
    await as.get(`/api/chats/${BAD_ID}/messages`).expect(404);
    await as.get('/api/chats/threads?page=0').expect(400);
    await as.get(`/api/chats/users?search=${'x'.repeat(101)}`).expect(400);
  });
});

describe('chat.messageSent (a domain event for what reacts to new messages)', () => {
  it('is published once per new message with ids only, not again for a Retry of the same clientId', async () => {
    const heard: unknown[] = [];
    listenTo('chat.messageSent', (event) => void heard.push(event));
    const [ana, bob] = [await createUser('Agent'), await createUser('Agent')];
    const post = () =>
      requestAs(app, ana)
        .post(`/api/chats/${String(bob._id)}/messages`)
        .send({ body: 'سأصل بعد ١٠ دقائق', clientId: 'out-7' })
        .expect(201);
    const first = await post();
    await post();
    expect(heard).toEqual([{ messageId: first.body._id, senderId: String(ana._id), recipientId: String(bob._id) }]);
  });
});
