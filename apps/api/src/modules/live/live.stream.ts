import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { createSession, type Session } from 'better-sse';
import { Types } from 'mongoose';
import type { AppDeps } from '../../core/route-module';
import { passwordChangeRequired } from '../../core/auth-user';
import { unauthorized } from '../../errors/app-error';
import { authenticate } from '../auth';
import { createLiveHub } from './live.hub';
import { LIVE_EVENT_KEEP_SECONDS, LiveEventModel, type LiveEvent } from './live-event.model';

const LIVE_EVENTS_PATH = '/api/events';
/** A proxy or a phone's network drops an idle connection: a comment line every 15 s keeps it open. */
const HEARTBEAT_MS = 15_000;
/** How soon an event raised on any instance reaches the streams held on this one. */
const TAIL_EVERY_MS = 1_000;
/** A replay reads back a little before the last id (ids of two instances in one second do not sort by time). */
const REPLAY_LOOK_BACK_SECONDS = 5;
const REPLAY_AT_MOST = 200;
const REMEMBERED_IDS = 500;

const send = (session: Session, event: LiveEvent) => session.push(event.data, event.type, String(event._id));

/** The events since `lastEventId` (within the kept minutes): a few before it may come again, which only refetches. */
async function replay(userId: string, lastEventId: string | undefined): Promise<LiveEvent[]> {
  if (!lastEventId || !Types.ObjectId.isValid(lastEventId) || lastEventId.length !== 24) return [];
  const last = new Types.ObjectId(lastEventId);
  const keptSince = Math.floor(Date.now() / 1000) - LIVE_EVENT_KEEP_SECONDS;
  const from = Math.max(keptSince, last.getTimestamp().getTime() / 1000 - REPLAY_LOOK_BACK_SECONDS);
  return LiveEventModel.find({
    userId: new Types.ObjectId(userId),
    _id: { $gte: Types.ObjectId.createFromTime(Math.floor(from)), $ne: last },
  })
    .sort({ _id: 1 })
    .limit(REPLAY_AT_MOST)
    .lean<LiveEvent[]>();
}

/**
 * `GET /api/events`: the caller's own events as server-sent events, authorized by the bearer header
 * like every call (never a token in the URL). Mounted before compression: a compressed stream would
 * sit in the compressor's buffer instead of reaching the screen.
 */
export function liveStream(deps: AppDeps): Router {
  const router = express.Router();
  const hub = createLiveHub({ pollMs: TAIL_EVERY_MS, logger: deps.logger });
  const { first: signedIn } = authenticate(deps.config.jwtSecret);

  router.get(LIVE_EVENTS_PATH, signedIn, async (req: Request, res: Response, next: NextFunction) => {
    try {
      if (!req.user) throw unauthorized();
      if (req.user.mustChangePassword) throw passwordChangeRequired();
      const userId = req.user._id;
      const missed = await replay(userId, req.header('last-event-id'));
      const session = await createSession(req, res, {
        keepAlive: HEARTBEAT_MS,
        trustClientEventId: false,
        headers: { 'X-Accel-Buffering': 'no', 'Cache-Control': 'no-cache, no-transform' },
      });
      const sent = new Set<string>();
      const deliver = (event: LiveEvent) => {
        const id = String(event._id);
        if (sent.has(id) || !session.isConnected) return;
        sent.add(id);
        // Only the look-back's repeats need remembering: the oldest ids go first.
        if (sent.size > REMEMBERED_IDS) sent.delete(sent.values().next().value as string);
        send(session, event);
      };
      missed.forEach(deliver);
      const unsubscribe = hub.subscribe(userId, deliver);
      session.once('disconnected', () => {
        unsubscribe();
        sent.clear();
      });
    } catch (err) {
      next(err);
    }
  });
  return router;
}
