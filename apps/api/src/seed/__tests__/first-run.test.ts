import request from 'supertest';
import { ROLES } from '@crm/contracts';
import { LeadModel } from '../../modules/leads';
import { CommentModel } from '../../modules/comments';
import { UserModel } from '../../modules/users';
import { createLogger } from '../../lib/logger';
import { reseedDemo, seedFirstRun } from '../first-run';
import { DEMO_USERS } from '../../config/published-logins';
import mongoose from 'mongoose';
import { TeamModel } from '../../modules/users';
import { makeApp, testConfig } from '../../../test/helpers';

const logger = createLogger('silent');
const config = { ...testConfig, adminEmail: 'boss@agency.test', adminPassword: 'boss12345' };

describe('first run', () => {
  it('creates only the CEO when SEED_DEMO=false, and nothing on a second run', async () => {
    expect(await seedFirstRun({ ...config, seedDemo: false }, logger)).toBe(true);
    expect(await UserModel.find().lean()).toMatchObject([{ email: 'boss@agency.test', role: 'CEO' }]);
    expect(await seedFirstRun({ ...config, seedDemo: true }, logger)).toBe(false);
    expect(await UserModel.countDocuments()).toBe(1);
    await request(makeApp())
      .post('/api/auth/login')
      .send({ email: 'boss@agency.test', password: 'boss12345' })
      .expect(200);
  });

  it('refuses to start an empty database without a first CEO login, writing nothing', async () => {
    await expect(seedFirstRun({ ...config, adminPassword: undefined, seedDemo: false }, logger)).rejects.toThrow(
      /set ADMIN_PASSWORD to create the first CEO/,
    );
    await expect(
      seedFirstRun({ ...config, adminEmail: undefined, adminPassword: undefined, seedDemo: false }, logger),
    ).rejects.toThrow(/set ADMIN_EMAIL and ADMIN_PASSWORD/);
    expect(await UserModel.countDocuments()).toBe(0);
    expect(await mongoose.connection.db!.collection('startup_locks').findOne({ begun: true })).toBeNull();
  });

  it('never reloads the demo agency in production', async () => {
    await seedFirstRun({ ...config, seedDemo: false }, logger);
    await expect(reseedDemo({ ...config, env: 'production' }, logger)).rejects.toThrow(
      /refused when NODE_ENV=production/,
    );
    expect(await UserModel.countDocuments()).toBe(1);
  });

  it('seeds a demo agency with every role, leads in every status and feedback', async () => {
    await seedFirstRun({ ...config, seedDemo: true }, logger);
    const roles = await UserModel.distinct('role');
    expect(roles.sort()).toEqual([...ROLES].sort());
    const statuses = await LeadModel.distinct('status');
    expect(statuses).toHaveLength(6);
    expect(await LeadModel.countDocuments()).toBeGreaterThanOrEqual(300);
    expect(await CommentModel.countDocuments()).toBeGreaterThan(100);
    const app = makeApp();
    for (const demo of DEMO_USERS) {
      await request(app).post('/api/auth/login').send({ email: demo.email, password: demo.password }).expect(200);
    }
    // The seeded records read back like ones made through the API (defaults and dates in place).
    const login = await request(app).post('/api/auth/login').send({ email: 'boss@agency.test', password: 'boss12345' });
    const asCeo = (path: string) => request(app).get(path).set('Authorization', `Bearer ${login.body.token}`);
    const notifications = await asCeo('/api/leads/notifications?limit=50').expect(200);
    expect(notifications.body.items.length).toBeGreaterThan(0);
    expect(notifications.body.unread).toBe(notifications.body.items.length);
    for (const n of notifications.body.items) if (n.type === 'StatusChange') expect(n.newValue).not.toBe(n.oldValue);
    const commented = await CommentModel.findOne({ parentId: { $ne: null } }).lean();
    const thread = await asCeo(`/api/comments/lead/${commented!.leadId}?type=feedback`).expect(200);
    expect(JSON.stringify(thread.body)).toContain(commented!.content);
    const months = await asCeo('/api/leads/stats/created?groupBy=month').expect(200);
    const busyMonths = months.body.data.filter((bucket: { count: number }) => bucket.count > 0);
    expect(busyMonths.length).toBeGreaterThan(6);
  });

  it('reloads the demo agency from scratch', async () => {
    await seedFirstRun({ ...config, seedDemo: false }, logger);
    await UserModel.create({ name: 'Temp', email: 'temp@x.test', role: 'Agent', passwordHash: 'x' });
    await reseedDemo(config, logger);
    expect(await UserModel.exists({ email: 'temp@x.test' })).toBeNull();
    expect(await UserModel.countDocuments()).toBe(DEMO_USERS.length + 1);
  });

  describe('with several instances starting at once', () => {
    const locks = () => mongoose.connection.db!.collection<{ _id: string }>('startup_locks');

    it('seeds once: one call seeds, the others wait for it and find it done', async () => {
      const results = await Promise.all([1, 2, 3].map(() => seedFirstRun({ ...config, seedDemo: true }, logger)));
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await UserModel.countDocuments({ email: 'boss@agency.test' })).toBe(1);
      expect(await TeamModel.countDocuments({ name: 'Cairo Sales' })).toBe(1);
    });

    it('waits while another instance holds the lock, and goes on once it is done', async () => {
      await locks().insertOne({ _id: 'first-run', owner: 'other', heartbeatAt: new Date(), begun: true } as never);
      let finished = false;
      const waiting = seedFirstRun({ ...config, seedDemo: false }, logger, { pollMs: 20 }).then((seeded) => {
        finished = true;
        return seeded;
      });
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(finished).toBe(false);
      await locks().updateOne({ _id: 'first-run' }, { $set: { done: true } });
      expect(await waiting).toBe(false);
      expect(await UserModel.countDocuments()).toBe(0); // the other instance's job, not this one's
    });

    it('finishes a seed that died half-way: the next start seeds the whole agency again', async () => {
      // An owner that began seeding (a lone CEO written) and stopped beating its heart.
      await UserModel.create({ name: 'Half', email: 'boss@agency.test', role: 'CEO', passwordHash: 'x' });
      const longAgo = new Date(Date.now() - 60_000);
      await locks().insertOne({ _id: 'first-run', owner: 'dead', heartbeatAt: longAgo, begun: true } as never);
      expect(await seedFirstRun({ ...config, seedDemo: true }, logger, { staleAfterMs: 1_000 })).toBe(true);
      expect(await UserModel.countDocuments({ email: 'boss@agency.test' })).toBe(1);
      expect(await UserModel.countDocuments()).toBe(DEMO_USERS.length + 1);
      await request(makeApp())
        .post('/api/auth/login')
        .send({ email: 'boss@agency.test', password: 'boss12345' })
        .expect(200);
    });

    it('leaves a database seeded before the lock existed as it is', async () => {
      await UserModel.create({ name: 'Existing', email: 'old@agency.test', role: 'CEO', passwordHash: 'x' });
      expect(await seedFirstRun({ ...config, seedDemo: true }, logger)).toBe(false);
      expect(await UserModel.countDocuments()).toBe(1);
      expect(await locks().findOne({ _id: 'first-run' })).toMatchObject({ done: true });
    });
  });
});
