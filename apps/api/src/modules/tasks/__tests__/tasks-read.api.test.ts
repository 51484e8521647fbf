import type { Types } from 'mongoose';
import { addDays, contract, localDateOf, mondayOf, startOfLocalDay, todayRange, type Task } from '@crm/contracts';
import { TaskModel } from '../task.model';
import { dueClause } from '../task.filters';
import { createTeam, createUser, makeApp, oneOfEachRole, requestAs, testConfig } from '../../../../test/helpers';
import { createLead } from '../../../../test/lead-fixtures';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();
const tz = testConfig.timeZone;
type Ref = { _id: Types.ObjectId };

const makeTask = ({
  assignedTo,
  createdBy,
  leadId,
  ...fields
}: {
  notes: string;
  assignedTo: Ref;
  createdBy: Ref;
  dueDate?: Date | null;
  state?: 'Open' | 'Done';
  leadId?: Ref;
}) =>
  TaskModel.create({ ...fields, assignedTo: assignedTo._id, createdBy: createdBy._id, leadId: leadId?._id ?? null });

async function notesFor(user: { _id: unknown }, query = '') {
  const res = await requestAs(app, user).get(`/api/tasks${query}`).expect(200);
  const page = parseAnswer(contract.tasks.list, res.body);
  return (page.items as Task[]).map((t) => t.notes).sort();
}

describe('GET /api/tasks: who sees what', () => {
  it('shows CEO/Admin everything, others their own plus (Manager/Supervisor) their team members’ tasks', async () => {
    const p = await oneOfEachRole();
    const other = await createTeam();
    const outsider = await createUser('Agent', { teamId: other._id });
    const agent2 = await createUser('Agent', { teamId: p.team._id });
    await makeTask({ notes: 'agent', assignedTo: p.Agent, createdBy: p.Manager });
    await makeTask({ notes: 'agent2', assignedTo: agent2, createdBy: p.CEO });
    await makeTask({ notes: 'outsider', assignedTo: outsider, createdBy: p.CEO });
    await makeTask({ notes: 'by-agent', assignedTo: outsider, createdBy: p.Agent });
    await makeTask({ notes: 'supervisor', assignedTo: p.Supervisor, createdBy: p.CEO });
    await makeTask({ notes: 'manager', assignedTo: p.Manager, createdBy: p.CEO });
    const all = ['agent', 'agent2', 'by-agent', 'manager', 'outsider', 'supervisor'];
    expect(await notesFor(p.CEO)).toEqual(all);
    expect(await notesFor(p.Admin)).toEqual(all);
    // A Manager sees their Supervisors' and Agents' tasks; a Supervisor their Agents', not their Manager's.
    expect(await notesFor(p.Manager)).toEqual(['agent', 'agent2', 'manager', 'supervisor']);
    expect(await notesFor(p.Supervisor)).toEqual(['agent', 'agent2', 'supervisor']);
    expect(await notesFor(p.Agent)).toEqual(['agent', 'by-agent']);
    expect(await notesFor(outsider)).toEqual(['by-agent', 'outsider']);
  });

  it('answers assignee, creator and linked lead with their names; a deleted lead is no longer linked', async () => {
    const p = await oneOfEachRole();
    const lead = await createLead({ name: 'Hala', assignedTo: p.Agent });
    await makeTask({ notes: 'x', assignedTo: p.Agent, createdBy: p.Manager, leadId: lead });
    const page = parseAnswer(contract.tasks.list, (await requestAs(app, p.Agent).get('/api/tasks').expect(200)).body);
    expect(page.items[0]).toMatchObject({
      assignedTo: { name: p.Agent.name },
      createdBy: { name: p.Manager.name },
      leadId: { _id: String(lead._id), name: 'Hala' },
    });
    lead.deletedAt = new Date();
    await lead.save();
    const after = (await requestAs(app, p.Agent).get('/api/tasks').expect(200)).body;
    expect(after.items[0].leadId).toBeNull();
  });

  it('lists the tasks linked to one lead', async () => {
    const p = await oneOfEachRole();
    const lead = await createLead({ name: 'Hala', assignedTo: p.Agent });
    await makeTask({ notes: 'linked', assignedTo: p.Agent, createdBy: p.Manager, leadId: lead });
    await makeTask({ notes: 'other', assignedTo: p.Agent, createdBy: p.Manager });
    expect(await notesFor(p.Agent, `?leadId=${String(lead._id)}`)).toEqual(['linked']);
  });

  it('paginates on the server and refuses bad queries with a 400', async () => {
    const p = await oneOfEachRole();
    for (let i = 0; i < 12; i++) await makeTask({ notes: `t${i}`, assignedTo: p.Agent, createdBy: p.CEO });
    const first = (await requestAs(app, p.Agent).get('/api/tasks?limit=5&page=3').expect(200)).body;
    expect(first).toMatchObject({ total: 12, page: 3, limit: 5 });
    expect(first.items).toHaveLength(2);
    await requestAs(app, p.Agent).get('/api/tasks?filter=tomorrow').expect(400);
    await requestAs(app, p.Agent).get('/api/tasks?page=0').expect(400);
    await requestAs(app, p.Agent).get('/api/tasks?leadId=zzz').expect(400);
  });
});

describe('GET /api/tasks: filters in the agency time zone', () => {
  it('puts each task under Today, This Week and Overdue by its due date', async () => {
    const p = await oneOfEachRole();
    const now = new Date();
    const { start: todayStart, end: tomorrowStart } = todayRange(tz, now);
    const monday = mondayOf(localDateOf(now, tz));
    const weekStart = startOfLocalDay(monday, tz);
    const nextWeekStart = startOfLocalDay(addDays(monday, 7), tz);
    const at = (notes: string, dueDate: Date | null, state: 'Open' | 'Done' = 'Open') =>
      makeTask({ notes, dueDate, state, assignedTo: p.Agent, createdBy: p.Manager });
    await at('today-first-minute', new Date(todayStart.getTime()));
    await at('today-last-ms', new Date(tomorrowStart.getTime() - 1));
    await at('tomorrow-midnight', tomorrowStart);
    await at('yesterday-last-ms', new Date(todayStart.getTime() - 1));
    await at('done-yesterday', new Date(todayStart.getTime() - 1), 'Done');
    await at('monday-midnight', weekStart);
    await at('sunday-last-ms', new Date(nextWeekStart.getTime() - 1));
    await at('next-monday', nextWeekStart);
    await at('last-sunday', new Date(weekStart.getTime() - 1));
    await at('no-due', null);

    expect(await notesFor(p.Agent, '?filter=today')).toEqual(['today-first-minute', 'today-last-ms']);
    const week = await notesFor(p.Agent, '?filter=week');
    expect(week).toEqual(expect.arrayContaining(['monday-midnight', 'sunday-last-ms', 'today-first-minute']));
    expect(week).not.toContain('next-monday');
    expect(week).not.toContain('last-sunday');
    expect(week).not.toContain('no-due');
    const overdue = await notesFor(p.Agent, '?filter=overdue');
    expect(overdue).toContain('yesterday-last-ms');
    expect(overdue).toContain('last-sunday');
    expect(overdue).not.toContain('done-yesterday');
    expect(overdue).not.toContain('tomorrow-midnight');
    expect(overdue).not.toContain('no-due');
    expect(await notesFor(p.Agent)).toHaveLength(10);
    expect(await notesFor(p.Agent, '?filter=all')).toHaveLength(10);
  });

  it('counts the caller’s own open tasks due today for the sidebar', async () => {
    const p = await oneOfEachRole();
    const { start } = todayRange(tz);
    await makeTask({ notes: 'a', dueDate: start, assignedTo: p.Agent, createdBy: p.Manager });
    await makeTask({ notes: 'b', dueDate: start, state: 'Done', assignedTo: p.Agent, createdBy: p.Manager });
    await makeTask({ notes: 'c', dueDate: start, assignedTo: p.Supervisor, createdBy: p.Manager });
    const res = await requestAs(app, p.Agent).get('/api/tasks/today-count').expect(200);
    expect(parseAnswer(contract.tasks.todayCount, res.body)).toEqual({ count: 1 });
    expect((await requestAs(app, p.Manager).get('/api/tasks/today-count').expect(200)).body).toEqual({ count: 0 });
  });
});

describe('dueClause across midnight and the week boundary (Africa/Cairo, UTC+2 in winter)', () => {
  const zone = 'Africa/Cairo';
  const range = (clause: Record<string, unknown> | null) => (clause as { dueDate: { $gte: Date; $lt: Date } }).dueDate;

  it('starts today at local midnight, not UTC midnight', () => {
    // 23:30 UTC on Sunday 2026-01-04 is 01:30 on Monday 2026-01-05 in Cairo.
    const now = new Date('2026-01-04T23:30:00Z');
    const today = range(dueClause('today', zone, now));
    expect(today.$gte.toISOString()).toBe('2026-01-04T22:00:00.000Z');
    expect(today.$lt.toISOString()).toBe('2026-01-05T22:00:00.000Z');
  });

  it('runs the week Monday to Sunday in the zone, so Sunday night UTC is already next week there', () => {
    const week = range(dueClause('week', zone, new Date('2026-01-04T23:30:00Z')));
    expect(week.$gte.toISOString()).toBe('2026-01-04T22:00:00.000Z'); // Monday 00:00 Cairo
    expect(week.$lt.toISOString()).toBe('2026-01-11T22:00:00.000Z'); // next Monday 00:00 Cairo
    // 21:30 UTC is 23:30 on Sunday in Cairo: still the week before.
    const sunday = range(dueClause('week', zone, new Date('2026-01-04T21:30:00Z')));
    expect(sunday.$gte.toISOString()).toBe('2025-12-28T22:00:00.000Z');
    expect(sunday.$lt.toISOString()).toBe('2026-01-04T22:00:00.000Z');
  });

  it('calls Open tasks due before now overdue, and all means no due clause', () => {
    const now = new Date('2026-01-04T23:30:00Z');
    expect(dueClause('overdue', zone, now)).toEqual({ state: 'Open', dueDate: { $ne: null, $lt: now } });
    expect(dueClause('all', zone, now)).toBeNull();
  });
});
