import { Types } from 'mongoose';
import type { Logger } from '../../lib/logger';
import { NotificationModel } from '../notifications/notification.model';
import { UserModel } from '../users/user.model';
import { overdueClause } from './lead.first-contact';
import { LeadModel } from './lead.model';

export const SLA_WATCH_INTERVAL_MS = 60_000;
const INSERT_BATCH = 1_000;

/**
 * One pass of the speed-to-lead watcher: every lead that became overdue (lead.first-contact.ts) and
 * was not yet reported is claimed by one conditional update (`firstContactAlertedAt` set only where
 * it is null, tagged with this pass's id), so of two instances ticking together each lead goes to
 * exactly one; then the Supervisors of each claimed lead's team get a FirstContactOverdue
 * notification, in batched inserts. Queries per pass: a claim, a read of what was claimed, the
 * Supervisors and assignees, the inserts. Answers how many notifications were created.
 */
export async function firstContactWatchTick(now: Date = new Date()): Promise<number> {
  const claim = new Types.ObjectId();
  const claimed = await LeadModel.updateMany(
    { ...overdueClause(now), firstContactAlertedAt: null },
    { $set: { firstContactAlertedAt: now, firstContactAlertClaim: claim } },
    // The lead did not change for its people: its "updated" time stays.
    { timestamps: false },
  );
  if (claimed.modifiedCount === 0) return 0;
  const leads = await LeadModel.find({ firstContactAlertClaim: claim })
    .select({ name: 1, teamId: 1, assignedTo: 1, firstContactDueAt: 1 })
    .lean();
  const teamIds = [...new Set(leads.flatMap((l) => (l.teamId ? [String(l.teamId)] : [])))];
  const assigneeIds = [...new Set(leads.map((l) => String(l.assignedTo)))];
  const [supervisors, assignees] = await Promise.all([
    UserModel.find({ role: 'Supervisor', teamId: { $in: teamIds }, active: true, deletedAt: null })
      .select({ teamId: 1 })
      .lean(),
    UserModel.find({ _id: { $in: assigneeIds } })
      .select({ name: 1, role: 1 })
      .lean(),
  ]);
  const assigneeById = new Map(assignees.map((a) => [String(a._id), a]));
  const notifications = leads.flatMap((lead) => {
    const assignee = assigneeById.get(String(lead.assignedTo));
    if (!assignee) return [];
    return (
      supervisors
        // A Supervisor who holds the lead themself is not told about their own lateness.
        .filter((s) => String(s.teamId) === String(lead.teamId) && String(s._id) !== String(lead.assignedTo))
        .map((s) => ({
          leadId: lead._id,
          leadName: lead.name,
          type: 'FirstContactOverdue' as const,
          oldValue: null,
          newValue: lead.firstContactDueAt ? lead.firstContactDueAt.toISOString() : null,
          // Whose first contact is late: the notification reads "{assignee} has not contacted {lead}".
          changedBy: { userId: assignee._id, name: assignee.name, role: assignee.role },
          recipientId: s._id,
        }))
    );
  });
  for (let i = 0; i < notifications.length; i += INSERT_BATCH) {
    await NotificationModel.insertMany(notifications.slice(i, i + INSERT_BATCH), { ordered: false });
  }
  return notifications.length;
}

/** Runs the watcher every minute until stopped (server.ts); a failed pass is logged and the next one tries again. */
export function startFirstContactWatch(logger: Logger, intervalMs = SLA_WATCH_INTERVAL_MS) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    firstContactWatchTick()
      .then((sent) => {
        if (sent) logger.info({ sent }, 'first-contact overdue: Supervisors notified');
      })
      .catch((err: unknown) => logger.error({ err }, 'first-contact watcher failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
