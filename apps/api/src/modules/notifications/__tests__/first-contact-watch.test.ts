import { contract } from '@crm/contracts';
import { LeadModel } from '../../leads';
import { firstContactWatchTick } from '../first-contact-watch';
import { NotificationModel } from '../notification.model';
import { createTeam, createUser, makeApp, requestAs } from '../../../../test/helpers';
import { createLead } from '../../../../test/lead-fixtures';
import { parseAnswer } from '../../../../test/strict';

const app = makeApp();
const NOW = new Date('2026-11-26T10:00:00Z');
const MINUTE = 60_000;

async function agency() {
  const [north, south] = [await createTeam('North'), await createTeam('South')];
  return {
    north,
    south,
    supervisor: await createUser('Supervisor', { teamId: north._id }),
    southSupervisor: await createUser('Supervisor', { teamId: south._id }),
    agent: await createUser('Agent', { teamId: north._id }),
  };
}

/** A New lead of the North agent, due `dueMinutesAgo` before NOW. */
async function leadDue(a: Awaited<ReturnType<typeof agency>>, name: string, dueMinutesAgo: number, extra = {}) {
  const lead = await createLead({ name, teamId: a.north, assignedTo: a.agent });
  await LeadModel.collection.updateOne(
    { _id: lead._id },
    { $set: { firstContactDueAt: new Date(NOW.getTime() - dueMinutesAgo * MINUTE), ...extra } },
  );
  return lead;
}

describe('first-contact watcher', () => {
  it("notifies the Supervisor of the lead's team once, naming the late assignee", async () => {
    const a = await agency();
    await leadDue(a, 'Late villa', 5);
    expect(await firstContactWatchTick(NOW)).toBe(1);
    // A second pass, a minute later: nothing new to tell.
    expect(await firstContactWatchTick(new Date(NOW.getTime() + MINUTE))).toBe(0);

    const notes = await NotificationModel.find().lean();
    expect(notes).toHaveLength(1);
    expect(String(notes[0]!.recipientId)).toBe(String(a.supervisor._id));
    const seen = parseAnswer(
      contract.notifications.list,
      (await requestAs(app, a.supervisor).get('/api/leads/notifications').expect(200)).body,
    );
    expect(seen.unread).toBe(1);
    expect(seen.items[0]).toMatchObject({
      type: 'FirstContactOverdue',
      leadName: 'Late villa',
      changedBy: { name: a.agent.name, role: 'Agent' },
      newValue: new Date(NOW.getTime() - 5 * MINUTE).toISOString(),
      read: false,
    });
    // Neither the other team's Supervisor nor the agent hears of it.
    for (const other of [a.southSupervisor, a.agent]) {
      expect((await requestAs(app, other).get('/api/leads/notifications').expect(200)).body.items).toEqual([]);
    }
  });

  it('two instances ticking together send each alert once', async () => {
    const a = await agency();
    await Promise.all([1, 2, 3].map((i) => leadDue(a, `Lead ${i}`, i)));
    const sent = await Promise.all([firstContactWatchTick(NOW), firstContactWatchTick(NOW)]);
    expect(sent[0]! + sent[1]!).toBe(3);
    expect(await NotificationModel.countDocuments({ type: 'FirstContactOverdue' })).toBe(3);
  });

  it('takes again, after a while, the leads of a pass that died before telling everyone, and tells only the rest', async () => {
    const a = await agency();
    const second = await createUser('Supervisor', { teamId: a.north._id });
    const lead = await leadDue(a, 'Half told', 5);
    // A pass claimed the lead and told the first Supervisor, then its instance died.
    const due = new Date(NOW.getTime() - 5 * MINUTE);
    await LeadModel.collection.updateOne(
      { _id: lead._id },
      { $set: { firstContactAlertClaim: lead._id, firstContactAlertClaimedAt: NOW } },
    );
    await NotificationModel.create({
      leadId: lead._id,
      leadName: 'Half told',
      type: 'FirstContactOverdue',
      newValue: due.toISOString(),
      changedBy: { userId: a.agent._id, name: a.agent.name, role: 'Agent' },
      recipientId: a.supervisor._id,
    });
    // While that claim is fresh, no other pass touches the lead.
    expect(await firstContactWatchTick(new Date(NOW.getTime() + MINUTE))).toBe(0);
    // Once stale, the lead is taken again: the Supervisor not yet told is, the other is not told twice.
    expect(await firstContactWatchTick(new Date(NOW.getTime() + 6 * MINUTE))).toBe(1);
    const notes = await NotificationModel.find({ type: 'FirstContactOverdue' }).lean();
    expect(notes.map((n) => String(n.recipientId)).sort()).toEqual(
      [String(a.supervisor._id), String(second._id)].sort(),
    );
    expect(await firstContactWatchTick(new Date(NOW.getTime() + 20 * MINUTE))).toBe(0);
  });

  it('never alerts for a contacted, not yet due, moved on, deleted or unassigned lead', async () => {
    const a = await agency();
    await leadDue(a, 'contacted', 5, { firstContactAt: new Date(NOW.getTime() - 10 * MINUTE) });
    await leadDue(a, 'not yet due', -5);
    await leadDue(a, 'moved on', 5, { status: 'Qualified' });
    await leadDue(a, 'deleted', 5, { deletedAt: NOW });
    await leadDue(a, 'unassigned', 5, { assignedTo: null });
    expect(await firstContactWatchTick(NOW)).toBe(0);
    expect(await NotificationModel.countDocuments()).toBe(0);
  });

  it('tells no inactive Supervisor, and no Supervisor about a lead they hold themself', async () => {
    const a = await agency();
    await createUser('Supervisor', { teamId: a.north._id, active: false });
    const own = await createLead({ name: 'Own', teamId: a.north, assignedTo: a.supervisor });
    await LeadModel.collection.updateOne({ _id: own._id }, { $set: { firstContactDueAt: NOW } });
    expect(await firstContactWatchTick(NOW)).toBe(0);
    expect(await LeadModel.countDocuments({ firstContactAlertedAt: { $ne: null } })).toBe(1);
  });
});
