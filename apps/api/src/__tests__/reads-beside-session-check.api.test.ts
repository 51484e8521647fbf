import mongoose from 'mongoose';
import request from 'supertest';
import { PASSWORD_CHANGE_REQUIRED } from '@crm/contracts';
import { createLead } from '../../test/lead-fixtures';
import { createTeam, createUser, makeApp, tokenFor } from '../../test/helpers';
import { UserModel } from '../modules/users';

/**
 * A read begins as its caller was last confirmed, beside this request's own session check
 * (http/authenticate.ts `alongside`). Whatever changed in between, the answer is the one the
 * confirmed caller gets: nothing read for an ended session or for the caller's former self leaves.
 */
describe('reads begun beside the session check', () => {
  const SESSION_ENDED = 'Your session has expired. Please sign in again.';

  it('answers a 401, and none of the read, once the account is deactivated', async () => {
    const app = makeApp();
    const agent = await createUser('Agent', { name: 'سارة أحمد' });
    await createLead({ name: 'عميل سري', assignedTo: agent, createdBy: agent });
    const leads = () =>
      request(app)
        .get('/api/leads')
        .set('Authorization', `Bearer ${tokenFor(agent)}`);
    expect((await leads().expect(200)).body.items).toHaveLength(1);

    await UserModel.updateOne({ _id: agent._id }, { active: false });
    const res = await leads().expect(401);
    expect(res.body.message).toBe(SESSION_ENDED);
    expect(JSON.stringify(res.body)).not.toContain('عميل سري');
  });

  it("answers with the Manager's new teams as soon as they change", async () => {
    const app = makeApp();
    const [north, south] = [await createTeam('الفريق الشمالي'), await createTeam('الفريق الجنوبي')];
    const manager = await createUser('Manager', { teamIds: [north._id] });
    await createLead({ name: 'Lead of the north', teamId: north });
    await createLead({ name: 'Lead of the south', teamId: south });
    const names = async () =>
      (
        await request(app)
          .get('/api/leads')
          .set('Authorization', `Bearer ${tokenFor(manager)}`)
          .expect(200)
      ).body.items.map((lead: { name: string }) => lead.name);
    expect(await names()).toEqual(['Lead of the north']);

    await UserModel.updateOne({ _id: manager._id }, { teamIds: [south._id] });
    expect(await names()).toEqual(['Lead of the south']);
  });

  it('refuses by the confirmed role and gate, not the remembered ones', async () => {
    const app = makeApp();
    const admin = await createUser('Admin');
    const users = () =>
      request(app)
        .get('/api/users')
        .set('Authorization', `Bearer ${tokenFor(admin)}`);
    await users().expect(200);

    await UserModel.updateOne({ _id: admin._id }, { role: 'Agent' });
    await users().expect(403);

    await UserModel.updateOne({ _id: admin._id }, { role: 'Admin', mustChangePassword: true });
    expect((await users().expect(403)).body.code).toBe(PASSWORD_CHANGE_REQUIRED);
  });

  it('answers a poll of an ended session with a 401, not a 304', async () => {
    const app = makeApp();
    const agent = await createUser('Agent');
    const threads = (etag?: string) => {
      const req = request(app)
        .get('/api/chats/threads')
        .set('Authorization', `Bearer ${tokenFor(agent)}`);
      return etag ? req.set('If-None-Match', etag) : req;
    };
    const first = await threads().expect(200);
    const etag = first.headers.etag as string;
    await threads(etag).expect(304);

    await UserModel.updateOne({ _id: agent._id }, { $inc: { tokenVersion: 1 } });
    const res = await threads(etag).expect(401);
    expect(res.body.message).toBe(SESSION_ENDED);
    expect(res.headers.etag).not.toBe(etag);
  });

  it('still checks the session in the database on every read', async () => {
    const app = makeApp();
    const agent = await createUser('Agent');
    let sessionReads = 0;
    const client = mongoose.connection.getClient();
    const onStarted = ({ command }: { command: { find?: string; filter?: { _id?: unknown } } }) => {
      if (command.find === 'users' && String(command.filter?._id) === String(agent._id)) sessionReads++;
    };
    client.on('commandStarted', onStarted);
    try {
      for (let i = 0; i < 3; i++)
        await request(app)
          .get('/api/leads')
          .set('Authorization', `Bearer ${tokenFor(agent)}`)
          .expect(200);
    } finally {
      client.off('commandStarted', onStarted);
    }
    expect(sessionReads).toBe(3);
  });
});
