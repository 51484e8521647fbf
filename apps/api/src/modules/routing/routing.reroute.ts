import { Types } from 'mongoose';
import type { Logger } from '../../lib/logger';
import { assignByRouting, LeadModel } from '../leads';
import { decide } from './routing.decide';
import { readRules } from './routing.rules';
import type { RoutingSettings } from './routing.route';

export const REROUTE_INTERVAL_MS = 60_000;
const CLAIM_STALE_MS = 5 * 60_000;

/**
 * One pass of the hand-over: a routed lead still New and not contacted by its deadline, with
 * hand-overs left, goes to the next eligible person of its rule (never back to the one who missed
 * it). Each lead is claimed by one conditional update, so one instance hands it on. The new
 * assignee is told (an assignment); the history keeps each hand-over. Answers how many moved.
 */
export async function rerouteTick(settings: RoutingSettings, now = new Date()): Promise<number> {
  const { rules } = await readRules();
  if (rules.length === 0) return 0;
  let moved = 0;
  for (;;) {
    const claim = new Types.ObjectId();
    const lead = await LeadModel.findOneAndUpdate(
      {
        rerouteLeft: { $gt: 0 },
        deletedAt: null,
        status: 'New',
        firstContactAt: null,
        assignedTo: { $ne: null },
        firstContactDueAt: { $ne: null, $lte: now },
        $or: [{ rerouteClaimedAt: null }, { rerouteClaimedAt: { $lt: new Date(now.getTime() - CLAIM_STALE_MS) } }],
      },
      { $set: { rerouteClaimedAt: now, rerouteClaim: claim } },
      { returnDocument: 'after', timestamps: false },
    )
      .select({ assignedTo: 1, rerouteLeft: 1, routing: 1 })
      .lean<{
        _id: Types.ObjectId;
        assignedTo: Types.ObjectId;
        rerouteLeft: number;
        routing?: { ruleId?: string } | null;
      }>();
    if (!lead) return moved;
    const rule = rules.find((r) => r._id === lead.routing?.ruleId);
    const decision = rule
      ? await decide(rule, settings.sla, settings.timeZone, now, { exclude: lead.assignedTo })
      : null;
    if (rule && decision?.assignee) {
      const done = await assignByRouting(
        lead._id,
        decision.assignee,
        { rule: rule.name, reason: `first contact missed: handed on; ${decision.reason}`, ruleId: rule._id },
        settings.sla,
        { onlyIfHeldBy: lead.assignedTo, rerouteLeft: lead.rerouteLeft - 1 },
        now,
      );
      if (done) moved++;
    } else {
      // Nobody to hand it to (or its rule is gone): it stays where it is, and is not tried again.
      await LeadModel.updateOne({ _id: lead._id }, { $set: { rerouteLeft: 0 } }, { timestamps: false });
    }
  }
}

export function startRerouteWatch(settings: RoutingSettings, logger: Logger): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    rerouteTick(settings)
      .catch((err: unknown) => logger.error({ err }, 'Lead routing hand-overs failed'))
      .finally(() => {
        running = false;
      });
  }, REROUTE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
