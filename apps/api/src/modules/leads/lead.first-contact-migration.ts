import type { Logger } from '../../lib/logger';
import type { FirstContactSla } from './lead.first-contact';
import { LeadModel } from './lead.model';

const BATCH = 500;

/**
 * Start-up: assigned leads without a first-contact deadline (stored before speed-to-lead, or written
 * by a path that does not set it, like the demo seed) get one: assignedAt, or their creation for
 * leads older than assignedAt, + the SLA in working time; unassigned ones without the field get null.
 * Batched bulk writes over one cursor, no query per lead. A lead already past its deadline is marked
 * as reported: it shows as overdue, but the Supervisors are not flooded with old news on the first
 * watcher pass. Idempotent (only assigned leads without a deadline are read) and safe on several
 * instances at once (each write applies only while the deadline is still missing).
 */
export async function migrateFirstContactDeadlines(sla: FirstContactSla, logger: Logger, now = new Date()) {
  // null matches a missing field too.
  const missing = { firstContactDueAt: null };
  const unassigned = await LeadModel.updateMany(
    { firstContactDueAt: { $exists: false }, assignedTo: null },
    { $set: { firstContactDueAt: null } },
    { timestamps: false },
  );
  let dated = 0;
  let ops: Parameters<typeof LeadModel.bulkWrite>[0] = [];
  const flush = async () => {
    if (ops.length === 0) return;
    dated += (await LeadModel.bulkWrite(ops, { ordered: false })).modifiedCount;
    ops = [];
  };
  const cursor = LeadModel.find({ ...missing, assignedTo: { $ne: null } })
    .select({ assignedAt: 1, createdAt: 1, firstContactAt: 1 })
    .lean()
    .cursor({ batchSize: BATCH });
  for await (const lead of cursor) {
    const dueAt = sla.dueAt(lead.assignedAt ?? lead.createdAt);
    const alreadyLate = dueAt !== null && dueAt <= now && !lead.firstContactAt;
    ops.push({
      updateOne: {
        filter: { _id: lead._id, ...missing },
        update: { $set: { firstContactDueAt: dueAt, ...(alreadyLate ? { firstContactAlertedAt: now } : {}) } },
        timestamps: false,
      },
    });
    if (ops.length >= BATCH) await flush();
  }
  await flush();
  if (dated || unassigned.modifiedCount) {
    logger.info({ dated, unassigned: unassigned.modifiedCount }, 'first-contact deadlines set on existing leads');
  }
  return { dated, unassigned: unassigned.modifiedCount };
}
