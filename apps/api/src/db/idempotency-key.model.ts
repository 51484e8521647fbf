import { Schema, model } from 'mongoose';

export const IDEMPOTENCY_KEYS_COLLECTION = 'idempotency_keys';

/**
 * One Idempotency-Key a user sent to a route marked `idempotent` (http/idempotency.ts): claimed
 * (`pending`) before its first request runs, then holding that request's answer (`done`), which a
 * replay gets instead of running the change again. Scoped per user, method and route (path
 * template); `requestHash` is the fingerprint of the first request (path params and body), so the
 * same key sent with another request is refused rather than answered with the first's answer.
 */
const idempotencyKeySchema = new Schema(
  {
    userId: { type: String, required: true },
    method: { type: String, required: true },
    route: { type: String, required: true },
    key: { type: String, required: true },
    requestHash: { type: String, required: true },
    state: { type: String, enum: ['pending', 'done'], required: true },
    /** The claim of the request running it: only that request stores its answer (or releases it). */
    owner: { type: String, required: true },
    claimedAt: { type: Date, required: true },
    /** The answer: its HTTP status and its JSON body as sent (text, so any key survives). */
    status: { type: Number, default: null },
    body: { type: String, default: null },
    /** Forgotten after 24 h: the lookup ignores the record from then, and MongoDB drops it. */
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);
idempotencyKeySchema.index({ userId: 1, method: 1, route: 1, key: 1 }, { unique: true });
idempotencyKeySchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const IdempotencyKeyModel = model('IdempotencyKey', idempotencyKeySchema, IDEMPOTENCY_KEYS_COLLECTION);
