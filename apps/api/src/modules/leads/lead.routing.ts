import type { Types } from 'mongoose';
import type { LeadRouting } from '@crm/contracts';
import { systemActor } from '../../core/auth-user';
import { publish } from '../../core/events';
import { assignmentOf, type Assignee } from './lead.changes';
import type { FirstContactSla } from './lead.first-contact';
import { historyEntry, pushHistory } from './lead.history';
import { LeadModel } from './lead.model';
import { UserModel } from '../users';
import { applyLeadChange, retryOnConcurrentChange } from './lead.write';

/** Why a lead went where it went, and the rule's id (a hand-over finds its rule again by it). */
type StoredRouting = LeadRouting & { ruleId?: string };

/** Who routed changes are made by, in history and notices. */
const ROUTING_ACTOR = systemActor('Lead routing');

/**
 * Lead routing gives a lead to `assignee` (its turn, its deadline from now), keeping why on the
 * lead and in its history; the assignee is told like any assignment. `onlyIfHeldBy`: a hand-over
 * after a missed first contact, done only while the lead is still with that person and untouched.
 */
export function assignByRouting(
  leadId: Types.ObjectId,
  assignee: Assignee,
  routing: StoredRouting,
  sla: FirstContactSla,
  extra: { onlyIfHeldBy?: Types.ObjectId; rerouteLeft?: number } = {},
  at: Date = new Date(),
): Promise<boolean> {
  return retryOnConcurrentChange(async () => {
    const doc = await LeadModel.findById(leadId);
    if (!doc || doc.deletedAt) return false;
    if (extra.onlyIfHeldBy && (String(doc.assignedTo) !== String(extra.onlyIfHeldBy) || doc.firstContactAt))
      return false;
    const previous = doc.assignedTo ? await UserModel.findById(doc.assignedTo).select('name').lean() : null;
    const change = assignmentOf(ROUTING_ACTOR, doc, assignee, previous?.name ?? null, sla, at);
    change.set.routing = routing;
    if (extra.rerouteLeft !== undefined) change.set.rerouteLeft = extra.rerouteLeft;
    change.entries.unshift(historyEntry(null, 'routed', { note: routing.reason }, at));
    return (await applyLeadChange(ROUTING_ACTOR, doc, change)) ? true : null;
  });
}

/** Nobody could take the lead: it waits unassigned (with `teamId` when it has none), and its people are told why. */
export async function markUnrouted(
  lead: { _id: Types.ObjectId; name: string },
  routing: StoredRouting,
  teamId: Types.ObjectId | null,
) {
  const updated = await LeadModel.findOneAndUpdate(
    { _id: lead._id, assignedTo: null },
    {
      $set: { routing, ...(teamId ? { teamId } : {}) },
      ...pushHistory(historyEntry(null, 'routed', { note: routing.reason })),
    },
    { returnDocument: 'after' },
  ).select({ name: 1, teamId: 1 });
  if (!updated) return;
  await publish('lead.unrouted', {
    lead: { _id: updated._id, name: updated.name },
    teamId: updated.teamId ?? null,
    reason: routing.reason,
  });
}
