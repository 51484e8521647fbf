import type { Schema } from 'mongoose';

/** Fields that never leave the server, whatever the model. */
const HIDDEN = ['__v', 'passwordHash', 'deletedAt', 'deletedEmail', 'nameKey'];

/**
 * One toJSON for every model: `_id` as a string, no version key, no secrets.
 * Populated references go through the same transform, so they come out clean too.
 */
export function toJsonPlugin(schema: Schema) {
  schema.set('toJSON', {
    virtuals: false,
    versionKey: false,
    transform: (_doc, ret: Record<string, unknown>) => {
      for (const key of HIDDEN) delete ret[key];
      if (ret._id !== undefined) ret._id = String(ret._id);
      return ret;
    },
  });
}
