import { Schema, type Types } from 'mongoose';
import { defineModel } from '../../db/define-model';

/** How long an event is kept: what a reconnecting stream may replay (Last-Event-ID). */
export const LIVE_EVENT_KEEP_SECONDS = 5 * 60;

/** What a stream tells its person: ids and counts only, never names (the screen refetches what it shows). */
export type LiveEventType = 'lead.assigned' | 'notification' | 'chat.message' | 'task.due';

/**
 * One event for one person, shared by every API instance: each instance tails this collection
 * (live.hub.ts), so an event raised on one reaches a stream held by another. The database here need
 * not be a replica set (the embedded one is not), hence a polled collection rather than change streams.
 */
const liveEventSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    type: { type: String, required: true },
    data: { type: Schema.Types.Mixed, required: true },
    createdAt: { type: Date, default: Date.now, expires: LIVE_EVENT_KEEP_SECONDS },
  },
  { collection: 'live_events', versionKey: false },
);

// The tail (by _id, for the people listening) and a person's replay both walk this index.
liveEventSchema.index({ userId: 1, _id: 1 });

export const LiveEventModel = defineModel('LiveEvent', liveEventSchema);

export interface LiveEvent {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  type: LiveEventType;
  data: Record<string, string | number>;
}
