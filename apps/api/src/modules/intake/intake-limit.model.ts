import { Schema, model } from 'mongoose';

export const INTAKE_LIMITS_COLLECTION = 'intake_limits';

/**
 * Form posts counted per key and address, and per key (rate-limiter-flexible writes them; shared by
 * every instance). The schema is here so connectDb builds the collection and its indexes at start-up.
 */
const intakeLimitSchema = new Schema({ key: String, points: Number, expire: Date }, { versionKey: false });
intakeLimitSchema.index({ key: 1 }, { unique: true });
intakeLimitSchema.index({ expire: -1 }, { expireAfterSeconds: 0 });

model('IntakeLimit', intakeLimitSchema, INTAKE_LIMITS_COLLECTION);
