import type { Types } from 'mongoose';
import { LeadModel, historyEntry } from '../modules/leads';
import { TaskModel } from '../modules/tasks';
import { UserModel } from '../modules/users';
import { TASK_LINKED, addDays, localDateOf, startOfLocalDay } from '@crm/contracts';
import { addDemoRecords } from './demo-lead-history';

const HOUR = 3_600_000;

/** Who gives whom which task, due `day` days from today at `hour` o'clock in the agency's zone. */
const DEMO_TASKS: {
  notes: string;
  to: string;
  by: string;
  day: number | null;
  hour?: number;
  done?: boolean;
  linked?: boolean;
}[] = [
  {
    notes: 'Call back about the 3-bedroom unit',
    to: 'agent@agency.test',
    by: 'manager@agency.test',
    day: 0,
    hour: 18,
    linked: true,
  },
  {
    notes: 'Send the payment plan on WhatsApp',
    to: 'agent@agency.test',
    by: 'supervisor@agency.test',
    day: 0,
    hour: 23,
  },
  {
    notes: 'Confirm the site visit',
    to: 'agent@agency.test',
    by: 'manager@agency.test',
    day: -2,
    hour: 11,
    linked: true,
  },
  {
    notes: 'Prepare the offer for the villa buyer',
    to: 'agent@agency.test',
    by: 'supervisor@agency.test',
    day: 3,
    hour: 12,
  },
  {
    notes: 'Follow up',
    to: 'agent@agency.test',
    by: 'supervisor@agency.test',
    day: -1,
    hour: 10,
    done: true,
    linked: true,
  },
  { notes: 'Follow up', to: 'agent2@agency.test', by: 'supervisor@agency.test', day: 0, hour: 16, linked: true },
  { notes: 'Collect the reservation cheque', to: 'agent2@agency.test', by: 'manager@agency.test', day: -4, hour: 13 },
  {
    notes: 'Ask for a referral after the contract',
    to: 'agent3@agency.test',
    by: 'supervisor2@agency.test',
    day: -1,
    hour: 15,
    linked: true,
  },
  { notes: 'Book the showroom for Saturday', to: 'agent3@agency.test', by: 'manager@agency.test', day: 1, hour: 10 },
  {
    notes: 'Re-share the brochure',
    to: 'agent4@agency.test',
    by: 'supervisor2@agency.test',
    day: 0,
    hour: 20,
    done: true,
  },
  {
    notes: 'Introduce the new compound launch',
    to: 'agent5@agency.test',
    by: 'manager2@agency.test',
    day: 2,
    hour: 14,
    linked: true,
  },
  {
    notes: 'Check the website leads from last night',
    to: 'agent5@agency.test',
    by: 'admin@agency.test',
    day: 0,
    hour: 12,
  },
  { notes: "Review the team's follow-ups", to: 'supervisor@agency.test', by: 'manager@agency.test', day: 1, hour: 9 },
  {
    notes: 'Coach the new agents on objections',
    to: 'supervisor2@agency.test',
    by: 'manager@agency.test',
    day: -3,
    hour: 17,
  },
  { notes: 'Quarterly campaign review', to: 'manager@agency.test', by: 'ceo', day: 4, hour: 11 },
  { notes: 'Plan the New Capital roadshow', to: 'manager2@agency.test', by: 'ceo', day: null },
];

/**
 * Demo tasks around today in the agency's zone: some due today, some overdue, some this week, one
 * done, several linked to the assignee's own leads, so every filter of the tasks screen shows something.
 */
export async function seedDemoTasks(timeZone: string, now = new Date()) {
  const users = await UserModel.find({}).select('name email role').lean();
  const byEmail = new Map(users.map((u) => [u.email, u._id]));
  const ceo = users.find((u) => u.role === 'CEO')?._id;
  const idOf = (email: string) => (email === 'ceo' ? ceo : byEmail.get(email));
  const today = localDateOf(now, timeZone);

  // One lead per assignee to link to (a single query for all of them).
  const assigneeIds = [...new Set(DEMO_TASKS.map((t) => idOf(t.to)).filter(Boolean))] as Types.ObjectId[];
  const leads = await LeadModel.find({ assignedTo: { $in: assigneeIds }, deletedAt: null })
    .select('assignedTo')
    .lean();
  const leadsOf = new Map<string, Types.ObjectId[]>();
  for (const lead of leads) {
    const key = String(lead.assignedTo);
    leadsOf.set(key, [...(leadsOf.get(key) ?? []), lead._id]);
  }

  const docs = DEMO_TASKS.flatMap((task, index) => {
    const assignedTo = idOf(task.to);
    const createdBy = idOf(task.by);
    if (!assignedTo || !createdBy) return [];
    const own = leadsOf.get(String(assignedTo)) ?? [];
    const dueDate =
      task.day === null
        ? null
        : new Date(startOfLocalDay(addDays(today, task.day), timeZone).getTime() + (task.hour ?? 9) * HOUR);
    return [
      {
        notes: task.notes,
        state: task.done ? 'Done' : 'Open',
        dueDate,
        assignedTo,
        createdBy,
        leadId: task.linked && own.length ? own[index % own.length] : null,
      },
    ];
  });
  const tasks = await TaskModel.insertMany(docs);
  // Each linked task is on its lead's timeline, linked by whoever gave it an hour or so ago.
  await addDemoRecords(
    tasks.flatMap((task, k) => {
      const by = users.find((u) => String(u._id) === String(task.createdBy));
      if (!task.leadId || !by) return [];
      const entry = historyEntry(
        { _id: String(by._id), name: by.name },
        'task',
        { to: TASK_LINKED, ref: task._id, note: task.notes },
        new Date(now.getTime() - (k + 1) * 20 * 60_000),
      );
      return [{ leadId: task.leadId, entry }];
    }),
  );
}
