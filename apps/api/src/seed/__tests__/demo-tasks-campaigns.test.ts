import request from 'supertest';
import { CAMPAIGN_CHANNELS, CAMPAIGN_STATUSES } from '@crm/contracts';
import { createLogger } from '../../lib/logger';
import { seedFirstRun } from '../first-run';
import { makeApp, testConfig } from '../../../test/helpers';

const config = { ...testConfig, adminEmail: 'boss@agency.test', adminPassword: 'boss12345', seedDemo: true };

async function signIn(app: ReturnType<typeof makeApp>, email: string, password: string) {
  const res = await request(app).post('/api/auth/login').send({ email, password }).expect(200);
  const token = res.body.token as string;
  return (url: string) => request(app).get(url).set('Authorization', `Bearer ${token}`).expect(200);
}

describe('demo tasks and campaigns', () => {
  it('give the demo agent tasks under Today and Overdue, linked to their leads, and campaigns on every channel', async () => {
    await seedFirstRun(config, createLogger('silent'));
    const app = makeApp();
    const agent = await signIn(app, 'agent@agency.test', 'agent123');
    const today = (await agent('/api/tasks?filter=today')).body;
    const overdue = (await agent('/api/tasks?filter=overdue')).body;
    const all = (await agent('/api/tasks')).body;
    expect(today.total).toBeGreaterThanOrEqual(2);
    expect(overdue.total).toBeGreaterThanOrEqual(1);
    expect(all.items.some((t: { leadId: unknown }) => t.leadId !== null)).toBe(true);
    expect(all.items.some((t: { state: string }) => t.state === 'Done')).toBe(true);

    const ceo = await signIn(app, 'boss@agency.test', 'boss12345');
    const campaigns = (await ceo('/api/campaigns')).body;
    const channels = new Set(campaigns.items.map((c: { channel: string }) => c.channel));
    const statuses = new Set(campaigns.items.map((c: { status: string }) => c.status));
    expect([...channels].sort()).toEqual([...CAMPAIGN_CHANNELS].sort());
    expect([...statuses].sort()).toEqual([...CAMPAIGN_STATUSES].sort());
    expect(campaigns.totals.leads).toBeGreaterThan(0);
    const attributed = campaigns.items.filter((c: { attribution: { leads: number } }) => c.attribution.leads > 0);
    expect(attributed.length).toBeGreaterThanOrEqual(4);
  });
});
