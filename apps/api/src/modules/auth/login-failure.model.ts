import { Schema, model } from 'mongoose';

export const LOGIN_FAILURES_COLLECTION = 'login_failures';

/**
 * Failed sign-in counters, the waits they impose and the addresses each account signed in from,
 * written by rate-limiter-flexible (login-limiter.ts) and shared by every API instance. The limiter writes the documents itself; this schema is here so that connectDb builds
 * the collection and its indexes at start-up, in order, like every other model's.
 */
const loginFailureSchema = new Schema({ key: String, points: Number, expire: Date }, { versionKey: false });
loginFailureSchema.index({ key: 1 }, { unique: true });
// Expired counters are dropped by MongoDB; the limiter also ignores them until then.
loginFailureSchema.index({ expire: -1 }, { expireAfterSeconds: 0 });

export const LoginFailureModel = model('LoginFailure', loginFailureSchema, LOGIN_FAILURES_COLLECTION);
