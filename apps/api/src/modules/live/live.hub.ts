import { Types } from 'mongoose';
import type { Logger } from '../../lib/logger';
import { LiveEventModel, type LiveEvent } from './live-event.model';

/**
 * ObjectIds made by different instances within the same second do not sort by time (their random
 * part decides), so the tail reads back a few seconds each time and skips what it already passed on.
 */
const LOOK_BACK_SECONDS = 5;

export type DeliverLiveEvent = (event: LiveEvent) => void;

export interface LiveHub {
  /** Hears `userId`'s new events from any instance until the returned function is called. */
  subscribe(userId: string, deliver: DeliverLiveEvent): () => void;
}

const floorOf = (seconds: number) => Types.ObjectId.createFromTime(Math.max(0, seconds));

/**
 * One per app: tails `live_events` every `pollMs` for the people holding a stream on this instance,
 * and only while someone does (no timer runs for an app nobody listens to).
 */
export function createLiveHub({ pollMs, logger }: { pollMs: number; logger: Logger }): LiveHub {
  const listeners = new Map<string, Set<DeliverLiveEvent>>();
  /** Ids passed on, with when they may be forgotten (once older than the look-back). */
  const passedOn = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let polling = false;

  async function poll() {
    if (polling || listeners.size === 0) return;
    polling = true;
    try {
      const now = Date.now();
      const events = await LiveEventModel.find({
        _id: { $gte: floorOf(Math.floor(now / 1000) - LOOK_BACK_SECONDS) },
        userId: { $in: [...listeners.keys()].map((id) => new Types.ObjectId(id)) },
      })
        .sort({ _id: 1 })
        .lean<LiveEvent[]>();
      for (const event of events) {
        const id = String(event._id);
        if (passedOn.has(id)) continue;
        passedOn.set(id, now + (LOOK_BACK_SECONDS + 5) * 1000);
        for (const deliver of listeners.get(String(event.userId)) ?? []) deliver(event);
      }
      for (const [id, forgetAt] of passedOn) if (forgetAt < now) passedOn.delete(id);
    } catch (err) {
      logger.warn({ err }, 'could not read the live events');
    } finally {
      polling = false;
    }
  }

  function start() {
    if (timer) return;
    timer = setInterval(() => void poll(), pollMs);
    timer.unref();
  }

  function stopIfUnheard() {
    if (listeners.size > 0 || !timer) return;
    clearInterval(timer);
    timer = undefined;
    passedOn.clear();
  }

  return {
    subscribe(userId, deliver) {
      const own = listeners.get(userId) ?? new Set();
      own.add(deliver);
      listeners.set(userId, own);
      start();
      return () => {
        own.delete(deliver);
        if (own.size === 0) listeners.delete(userId);
        stopIfUnheard();
      };
    },
  };
}
