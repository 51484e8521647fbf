import { Types } from 'mongoose';
import type { Logger } from '../../lib/logger';
import { LeadModel, overdueClause } from '../leads';
import { UserModel } from '../users';
import { NotificationModel } from './notification.model';
import { writeInSlices } from '../../lib/write-in-slices';

export const SLA_WATCH_INTERVAL_MS = 60_000;

/** A claim this old whose pass never finished (its instance died) is taken again. */
export const SLA_CLAIM_STALE_MS = 5 * 60_000;

/**
 * One pass of the speed-to-lead watcher: every lead that became overdue (lead.first-contact.ts) and
 * was not yet reported is claimed by one conditional update (tagged with this pass's id, where no
 * live claim holds it), so of two instances ticking together each lead goes to exactly one; then
 * the Supervisors of each claimed lead's team get a FirstContactOverdue notification, in batched
 * inserts, and only then is the lead marked reported (`firstContactAlertedAt`). A pass that dies in
 * between leaves a claim that goes stale and is taken again; that pass skips the notices already
 * sent, so none is lost and none doubled. Answers how many notifications were created.
 */
export async function firstContactWatchTick(now: Date = new Date()): Promise<number> {
  const claim = new Types.ObjectId();
  const claimed = await LeadModel.updateMany(
    {
      ...overdueClause(now),
      firstContactAlertedAt: null,
      $or: [
        { firstContactAlertClaimedAt: null },
        { firstContactAlertClaimedAt: { $lt: new Date(now.getTime() - SLA_CLAIM_STALE_MS) } },
      ],
    },
    { $set: { firstContactAlertClaim: claim, firstContactAlertClaimedAt: now } },
    // The lead did not change for its people: its "updated" time stays.
    { timestamps: false },
  );
  if (claimed.modifiedCount === 0) return 0;
  const leads = await LeadModel.find({ firstContactAlertClaim: claim })
    .select({ name: 1, teamId: 1, assignedTo: 1, firstContactDueAt: 1 })
    .lean();
  const sent = await noticesAlreadySent(leads.map((l) => l._id));
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
        .filter((s) => !sent.has(noticeKey(lead._id, s._id, lead.firstContactDueAt)))
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
  await writeInSlices(notifications, (slice) => NotificationModel.insertMany(slice, { ordered: false }));
  await LeadModel.updateMany(
    { firstContactAlertClaim: claim },
    { $set: { firstContactAlertedAt: now } },
    { timestamps: false },
  );
  return notifications.length;
}

const noticeKey = (leadId: unknown, recipientId: unknown, dueAt: Date | string | null | undefined) =>
  `${String(leadId)}|${String(recipientId)}|${dueAt ? new Date(dueAt).toISOString() : ''}`;

/** The overdue notices a pass that died part-way already sent for these leads (one query). */
async function noticesAlreadySent(leadIds: Types.ObjectId[]): Promise<Set<string>> {
  const previous = await NotificationModel.find({ leadId: { $in: leadIds }, type: 'FirstContactOverdue' })
    .select({ leadId: 1, recipientId: 1, newValue: 1 })
    .lean();
  return new Set(previous.map((n) => noticeKey(n.leadId, n.recipientId, n.newValue)));
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
