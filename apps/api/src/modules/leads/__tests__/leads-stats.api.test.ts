import { contract } from '@crm/contracts';
import { createdBuckets, createdSeries } from '../lead.stats';
import { createTeam, createUser, makeApp, requestAs } from '../../../../test/helpers';
import { createLead } from '../../../../test/lead-fixtures';
import type { AuthUser } from '../../../core/auth-user';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();

describe('GET /api/leads/stats/summary and my-sources', () => {
  it('counts per status, follow-ups today and sources within the caller view', async () => {
    const team = await createTeam();
    const agent = await createUser('Agent', { teamId: team._id });
    const ceo = await createUser('CEO');
    const soon = new Date(Date.now() + 60_000);
    await createLead({ status: 'FollowUp', followUpDate: soon, assignedTo: agent, source: 'Campaign' });
    await createLead({ status: 'Won', assignedTo: agent });
    await createLead({ status: 'New' });
    await createLead({ status: 'New', deletedAt: new Date() });
    await createLead({ status: 'FollowUp', followUpDate: new Date(Date.now() + 3 * 86_400_000) });

    const mine = parseAnswer(
      contract.leads.summary,
      (await requestAs(app, agent).get('/api/leads/stats/summary').expect(200)).body,
    );
    expect(mine.total).toBe(2);
    expect(mine.byStatus).toEqual({ New: 0, Contacted: 0, FollowUp: 1, Qualified: 0, Won: 1, Lost: 0 });
    expect(mine.followupsToday).toBe(1);

    const all = (await requestAs(app, ceo).get('/api/leads/stats/summary').expect(200)).body;
    expect(all).toMatchObject({ total: 4, followupsToday: 1 });
    const scoped = (await requestAs(app, ceo).get(`/api/leads/stats/summary?assignedTo=${agent._id}`).expect(200)).body;
    expect(scoped.total).toBe(2);

    const sources = (await requestAs(app, ceo).get('/api/leads/stats/my-sources').expect(200)).body;
    expect(parseAnswer(contract.leads.sources, sources)).toEqual({ Campaign: 1, Organic: 3 });
    await requestAs(app, ceo).get('/api/leads/stats/summary?teamId=bad').expect(400);
  });

  it('lists today follow-ups with followups=today', async () => {
    const ceo = await createUser('CEO');
    await createLead({ name: 'today', status: 'Contacted', followUpDate: new Date(Date.now() + 60_000) });
    await createLead({ name: 'closed', status: 'Won', followUpDate: new Date(Date.now() + 60_000) });
    const res = await requestAs(app, ceo).get('/api/leads?followups=today').expect(200);
    expect(res.body.items.map((l: { name: string }) => l.name)).toEqual(['today']);
  });
});

describe("stats outside one's scope", () => {
  it.each(['summary', 'my-sources', 'created'])(
    "/api/leads/stats/%s answers 403 for another team or a person outside one's team, never zeros",
    async (stat) => {
      const [mine, theirs] = [await createTeam(), await createTeam()];
      const agent = await createUser('Agent', { teamId: mine._id });
      const supervisor = await createUser('Supervisor', { teamId: mine._id });
      const stranger = await createUser('Agent', { teamId: theirs._id });
      const ask = (who: { _id: unknown }, query: string) =>
        requestAs(app, who).get(`/api/leads/stats/${stat}?${query}`);
      await ask(agent, `teamId=${theirs._id}`).expect(403);
      await ask(agent, `assignedTo=${supervisor._id}`).expect(403);
      await ask(supervisor, `assignedTo=${stranger._id}`).expect(403);
      await ask(supervisor, `assignedTo=${agent._id}`).expect(200);
      await ask(agent, `assignedTo=${agent._id}`).expect(200);
    },
  );
});

describe('missed follow-ups', () => {
  it('lists FollowUp leads whose date passed before today (followups=missed), not later ones or other statuses', async () => {
    const ceo = await createUser('CEO');
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    await createLead({ name: 'missed', status: 'FollowUp', followUpDate: daysAgo(2) });
    await createLead({ name: 'long missed', status: 'FollowUp', followUpDate: daysAgo(30) });
    await createLead({ name: 'contacted', status: 'Contacted', followUpDate: daysAgo(2) });
    await createLead({ name: 'won', status: 'Won', followUpDate: daysAgo(2) });
    await createLead({ name: 'coming', status: 'FollowUp', followUpDate: new Date(Date.now() + 3 * 86_400_000) });
    await createLead({ name: 'no date', status: 'FollowUp', followUpDate: null });
    const res = await requestAs(app, ceo).get('/api/leads?followups=missed&order=az').expect(200);
    expect(res.body.items.map((l: { name: string }) => l.name)).toEqual(['long missed', 'missed']);
    await requestAs(app, ceo).get('/api/leads?followups=someday').expect(400);
  });
});

describe('created-over-time buckets', () => {
  const today = { year: 2026, month: 11, day: 22 }; // a Sunday

  it('zero-fills 30 days, 12 Monday weeks and 12 months, oldest first', () => {
    const days = createdBuckets({ groupBy: 'day', days: 30, weeks: 12, months: 12 }, today);
    expect(days).toHaveLength(30);
    expect(days[0]!.label).toBe('2026-10-24');
    expect(days[29]!.label).toBe('2026-11-22');
    const weeks = createdBuckets({ groupBy: 'week', days: 30, weeks: 12, months: 12 }, today);
    expect(weeks).toHaveLength(12);
    expect(weeks[11]!.label).toBe('2026-11-16');
    expect(weeks[0]!.label).toBe('2026-08-31');
    const months = createdBuckets({ groupBy: 'month', days: 30, weeks: 12, months: 12 }, today);
    expect(months.map((m) => m.label)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
  });

  it('puts leads in the agency zone days, including around midnight', async () => {
    const ceo = await createUser('CEO');
    const caller: AuthUser = { _id: String(ceo._id), name: 'c', email: 'c', role: 'CEO', teamId: null, teamIds: [] };
    const now = new Date('2026-11-22T12:00:00Z');
    // 23:30 UTC on the 20th is 01:30 on the 21st in Cairo (UTC+2 in November).
    await createLead({ createdAt: new Date('2026-11-20T23:30:00Z') });
    await createLead({ createdAt: new Date('2026-11-20T21:59:00Z') }); // 23:59 on the 20th in Cairo
    await createLead({ createdAt: new Date('2026-11-16T08:00:00Z') }); // Monday
    await createLead({ createdAt: new Date('2026-01-01T08:00:00Z') }); // outside the day window
    const query = { groupBy: 'day' as const, days: 30, weeks: 12, months: 12 };
    const cairo = await createdSeries(caller, query, 'Africa/Cairo', now);
    const byLabel = Object.fromEntries(cairo.data.map((d) => [d.label, d.count]));
    expect(byLabel['2026-11-20']).toBe(1);
    expect(byLabel['2026-11-21']).toBe(1);
    expect(cairo.data.reduce((sum, d) => sum + d.count, 0)).toBe(3);

    const utc = Object.fromEntries(
      (await createdSeries(caller, query, 'UTC', now)).data.map((d) => [d.label, d.count]),
    );
    expect(utc['2026-11-20']).toBe(2);

    const weeks = await createdSeries(caller, { ...query, groupBy: 'week' }, 'Africa/Cairo', now);
    expect(weeks.data.at(-1)).toEqual({ label: '2026-11-16', count: 3 });
    const months = await createdSeries(caller, { ...query, groupBy: 'month' }, 'Africa/Cairo', now);
    expect(months.data.at(-1)).toEqual({ label: '2026-11', count: 3 });
    expect(months.data[1]).toEqual({ label: '2026-01', count: 1 });
  });

  it('keeps half-hour zones and the long day of a DST change exact (buckets counted by the database)', async () => {
    const ceo = await createUser('CEO');
    const caller: AuthUser = { _id: String(ceo._id), name: 'c', email: 'c', role: 'CEO', teamId: null, teamIds: [] };
    const query = { groupBy: 'day' as const, days: 7, weeks: 12, months: 12 };
    // Kolkata is UTC+5:30: 18:29 UTC is 23:59 on the 20th there, 18:31 UTC is 00:01 on the 21st.
    await createLead({ createdAt: new Date('2026-11-20T18:29:00Z') });
    await createLead({ createdAt: new Date('2026-11-20T18:31:00Z') });
    const kolkata = await createdSeries(caller, query, 'Asia/Kolkata', new Date('2026-11-22T12:00:00Z'));
    const inKolkata = Object.fromEntries(kolkata.data.map((d) => [d.label, d.count]));
    expect([inKolkata['2026-11-20'], inKolkata['2026-11-21']]).toEqual([1, 1]);

    // New York falls back on 2026-11-01: that day has 25 hours, 04:00 UTC to 05:00 UTC the next day.
    await createLead({ createdAt: new Date('2026-11-02T04:30:00Z') }); // 23:30 EST on the 1st
    await createLead({ createdAt: new Date('2026-11-02T05:30:00Z') }); // 00:30 on the 2nd
    const newYork = await createdSeries(caller, query, 'America/New_York', new Date('2026-11-03T17:00:00Z'));
    const inNewYork = Object.fromEntries(newYork.data.map((d) => [d.label, d.count]));
    expect([inNewYork['2026-11-01'], inNewYork['2026-11-02']]).toEqual([1, 1]);
  });

  it('answers the route with the contract shape and refuses a bad groupBy', async () => {
    const agent = await createUser('Agent');
    await createLead({ assignedTo: agent });
    const res = await requestAs(app, agent).get('/api/leads/stats/created?groupBy=week').expect(200);
    const body = parseAnswer(contract.leads.created, res.body);
    expect(body.data).toHaveLength(12);
    expect(body.data.reduce((s, d) => s + d.count, 0)).toBe(1);
    await requestAs(app, agent).get('/api/leads/stats/created?groupBy=year').expect(400);
  });
});
