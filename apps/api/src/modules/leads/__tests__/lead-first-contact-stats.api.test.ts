import request from 'supertest';
import { contract } from '@crm/contracts';
import { LeadModel } from '../lead.model';
import { firstContactSla } from '../lead.first-contact';
import { firstContactStats, median } from '../lead.first-contact-stats';
import { authUserOf } from '../../../core/auth-user';
import { createTeam, createUser, makeApp, oneOfEachRole, requestAs } from '../../../../test/helpers';
import { createLead } from '../../../../test/lead-fixtures';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();
const CAIRO = 'Africa/Cairo';
const cairoSla = firstContactSla({
  firstContactSlaMinutes: 15,
  workingHours: [0, 1, 2, 3, 4].map((day) => ({ day, start: 540, end: 1080 })),
  timeZone: CAIRO,
});
// Thursday 26 November 2026, 14:00 in Cairo (UTC+2 in winter).
const NOW = new Date('2026-11-26T12:00:00Z');

type Ref = { _id: unknown };

/** A lead assigned and contacted at the given instants (UTC). */
async function contacted(owner: Ref, team: Ref, assignedAt: string, firstContactAt: string | null, extra = {}) {
  const lead = await createLead({ assignedTo: owner as never, teamId: team as never });
  await LeadModel.collection.updateOne(
    { _id: lead._id },
    {
      $set: {
        assignedAt: new Date(assignedAt),
        firstContactAt: firstContactAt ? new Date(firstContactAt) : null,
        firstContactDueAt: cairoSla.dueAt(new Date(assignedAt)),
        status: firstContactAt ? 'Contacted' : 'New',
        ...extra,
      },
    },
  );
}

describe('speed-to-lead figures (first-contact stats)', () => {
  it('medians in working minutes per team and agent over 30 days in the agency zone, with counts', async () => {
    const [north, south] = [await createTeam('North'), await createTeam('South')];
    const a1 = await createUser('Agent', { name: 'Amal', teamId: north._id });
    const a2 = await createUser('Agent', { name: 'Basma', teamId: north._id });
    const b1 = await createUser('Agent', { name: 'Chadi', teamId: south._id });
    // Amal: 10, 30 (Wed 17:50 -> Thu 09:20) and 120 (Thu 17:00 -> Sun 10:00) working minutes: median 30.
    await contacted(a1, north, '2026-11-22T07:00:00Z', '2026-11-22T07:10:00Z');
    await contacted(a1, north, '2026-11-25T15:50:00Z', '2026-11-26T07:20:00Z');
    await contacted(a1, north, '2026-11-19T15:00:00Z', '2026-11-22T08:00:00Z');
    // Basma: 5, and 45 (Friday noon -> Sunday 09:45: the weekend does not count): median 25.
    await contacted(a2, north, '2026-11-23T08:00:00Z', '2026-11-23T08:05:00Z');
    await contacted(a2, north, '2026-11-20T10:00:00Z', '2026-11-22T07:45:00Z');
    // Chadi: 120.
    await contacted(b1, south, '2026-11-24T09:00:00Z', '2026-11-24T11:00:00Z');
    // Not counted: assigned before the window (it opens 28 October, 00:00 Cairo, still in summer time:
    // UTC+3 until the 29th), deleted, not contacted.
    await contacted(a1, north, '2026-10-27T20:59:00Z', '2026-11-22T07:00:00Z');
    await contacted(a1, north, '2026-11-24T08:00:00Z', '2026-11-24T12:00:00Z', { deletedAt: NOW });
    // Not contacted and past due: overdue now (and not in the medians).
    await contacted(b1, south, '2026-11-26T08:00:00Z', null);
    await contacted(a2, north, '2026-11-26T11:50:00Z', null); // due 12:05Z: not yet

    const ceo = authUserOf(await createUser('CEO'));
    const stats = await firstContactStats(ceo, {}, CAIRO, cairoSla, NOW);
    expect(stats).toEqual({
      slaMinutes: 15,
      overdue: 1,
      since: '2026-10-27T21:00:00.000Z',
      teams: [
        { _id: String(south._id), name: 'South', medianMinutes: 120, count: 1 },
        // 5, 10, 30, 45, 120
        { _id: String(north._id), name: 'North', medianMinutes: 30, count: 5 },
      ],
      agents: [
        { _id: String(b1._id), name: 'Chadi', medianMinutes: 120, count: 1 },
        { _id: String(a1._id), name: 'Amal', medianMinutes: 30, count: 3 },
        { _id: String(a2._id), name: 'Basma', medianMinutes: 25, count: 2 },
      ],
    });
    // The same figures narrowed to one team, and as its Supervisor sees them.
    const supervisor = authUserOf(await createUser('Supervisor', { teamId: north._id }));
    const northOnly = await firstContactStats(supervisor, { teamId: String(north._id) }, CAIRO, cairoSla, NOW);
    expect(northOnly.teams.map((t) => t.name)).toEqual(['North']);
    expect(northOnly.agents.map((a) => [a.name, a.medianMinutes])).toEqual([
      ['Amal', 30],
      ['Basma', 25],
    ]);
    expect(northOnly.overdue).toBe(0);
  });

  it('takes the median of an even count as the mean of the middle two', () => {
    expect(median([45, 5])).toBe(25);
    expect(median([3, 1, 2])).toBe(2);
  });
});

describe('GET /api/leads/stats/first-contact', () => {
  it('answers each role within its visibility, with overdue leads counted', async () => {
    const p = await oneOfEachRole();
    const lead = await createLead({ teamId: p.team, assignedTo: p.Agent });
    await LeadModel.collection.updateOne(
      { _id: lead._id },
      { $set: { firstContactDueAt: new Date(Date.now() - 60_000) } },
    );
    const other = await createLead({ teamId: await createTeam(), assignedTo: await createUser('Agent') });
    await LeadModel.collection.updateOne(
      { _id: other._id },
      { $set: { firstContactDueAt: new Date(Date.now() - 60_000) } },
    );
    const overdueFor = async (user: Ref, query = '') => {
      const res = await requestAs(app, user).get(`/api/leads/stats/first-contact${query}`).expect(200);
      return parseAnswer(contract.leads.firstContact, res.body).overdue;
    };
    expect(await overdueFor(p.CEO)).toBe(2);
    expect(await overdueFor(p.Manager)).toBe(1);
    expect(await overdueFor(p.Supervisor, `?teamId=${p.team._id}`)).toBe(1);
    expect(await overdueFor(p.Supervisor, `?assignedTo=${p.Agent._id}`)).toBe(1);
    expect(await overdueFor(p.Agent, `?assignedTo=${p.Agent._id}`)).toBe(1);
    expect(await overdueFor(p.Admin, `?teamId=${p.team._id}`)).toBe(1);
  });

  it('refuses a scope beyond the caller: another team, or someone else for an Agent', async () => {
    const p = await oneOfEachRole();
    const elsewhere = await createTeam();
    const stranger = await createUser('Agent', { teamId: elsewhere._id });
    const colleague = await createUser('Agent', { teamId: p.team._id });
    const refusals: [Ref, string, string][] = [
      [p.Supervisor, `teamId=${elsewhere._id}`, 'You can only see the figures of your own team'],
      [p.Supervisor, `assignedTo=${stranger._id}`, 'You can only see the figures of people in your team'],
      [p.Supervisor, 'assignedTo=0123456789abcdef01234567', 'You can only see the figures of people in your team'],
      [p.Manager, `teamId=${elsewhere._id}`, 'You can only see the figures of your own team'],
      [p.Manager, `assignedTo=${stranger._id}`, 'You can only see the figures of people in your team'],
      [p.Agent, `assignedTo=${colleague._id}`, 'You can only see your own figures'],
      [p.Agent, `teamId=${elsewhere._id}`, 'You can only see the figures of your own team'],
    ];
    for (const [user, query, message] of refusals) {
      const res = await requestAs(app, user).get(`/api/leads/stats/first-contact?${query}`).expect(403);
      expect(res.body).toMatchObject({ message, code: 'FORBIDDEN' });
    }
    await requestAs(app, p.Supervisor).get(`/api/leads/stats/first-contact?assignedTo=${colleague._id}`).expect(200);
    await requestAs(app, p.CEO).get(`/api/leads/stats/first-contact?assignedTo=${stranger._id}`).expect(200);
  });

  it('answers 400 to a malformed scope and 401 without a session', async () => {
    const ceo = await createUser('CEO');
    const res = await requestAs(app, ceo).get('/api/leads/stats/first-contact?teamId=nope').expect(400);
    expect(res.body.message).toBeTruthy();
    await request(app).get('/api/leads/stats/first-contact').expect(401);
  });
});
