import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LeadModel } from '../../modules/leads';
import { UserModel } from '../../modules/users';
import { diskStorage } from '../../modules/uploads';
import { seedDemoAgency } from '../demo-agency';
import { seedDemoLeads } from '../demo-leads';
import { WorkingCalendar } from '@crm/contracts';
import { testConfig } from '../../../test/helpers';

const calendar = new WorkingCalendar(testConfig.workingHours, testConfig.timeZone);
import { seedDemoTasks } from '../demo-tasks';
import { seedDemoUnits } from '../demo-units';
import { createUser } from '../../../test/helpers';

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-demo-history-'));
afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }));

it('gives every demo lead a history consistent with its current values', async () => {
  const now = new Date();
  await createUser('CEO'); // as first run makes one before the demo agency
  await seedDemoAgency(4);
  await seedDemoLeads(calendar, 120, now);
  await seedDemoUnits(diskStorage(uploadDir));
  await seedDemoTasks('Africa/Cairo', now);
  const names = new Map((await UserModel.find().select('name').lean()).map((u) => [String(u._id), u.name]));
  const leads = await LeadModel.find().select('+history').lean();
  const kinds = new Set<string>();
  for (const lead of leads) {
    const history = lead.history;
    history.forEach((e) => kinds.add(e.kind));
    const times = history.map((e) => e.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(history.at(-1)).toMatchObject({ kind: 'created', actor: { _id: lead.createdBy } });
    const lastStatus = history.find((e) => e.kind === 'status');
    if (lead.status === 'New') expect(lastStatus).toBeUndefined();
    else expect(lastStatus?.to).toBe(lead.status);
    const lastAssignment = history.find((e) => e.kind === 'assignment');
    if (lastAssignment) expect(lastAssignment.to).toBe(names.get(String(lead.assignedTo)));
    expect(lead.assignedAt?.getTime()).toBe((lastAssignment ?? history.at(-1))!.at.getTime());
    const ownContacts = history.filter(
      (e) =>
        String(e.actor?._id) === String(lead.assignedTo) &&
        ['contactAttempt', 'feedback', 'status'].includes(e.kind) &&
        e.at >= lead.assignedAt!,
    );
    expect(lead.firstContactAt?.getTime() ?? null).toBe(ownContacts.at(-1)?.at.getTime() ?? null);
    const budget = history.find((e) => e.kind === 'budget');
    if (budget) expect(budget.to).toBe(String(lead.budget));
    for (const e of history) expect(e.at.getTime()).toBeGreaterThanOrEqual(lead.createdAt.getTime());
  }
  // The dashboard's speed-to-lead reads as an agency's: answered within working minutes, not "0 m".
  const minutes = leads
    .filter((l) => l.firstContactAt && l.assignedAt)
    .map((l) => calendar.workingMinutesBetween(l.assignedAt!, l.firstContactAt!))
    .sort((a, b) => a - b);
  expect(minutes.length).toBeGreaterThan(20);
  expect(minutes[Math.floor(minutes.length / 2)]).toBeGreaterThan(2);
  expect([...kinds].sort()).toEqual(
    [
      'assignment',
      'budget',
      'contactAttempt',
      'created',
      'feedback',
      'followUp',
      'status',
      'task',
      'unitInquiry',
    ].sort(),
  );
});
