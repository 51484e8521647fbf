import { model, type Schema } from 'mongoose';
import { journalInsertMany } from './import-journal';

/**
 * The one way a model is compiled: its toJSON rules (`_id` as a string, no version key, the
 * model's own hidden fields dropped) are set on the schema right here, so they hold whatever order
 * the modules are loaded in (a global plugin only reaches models compiled after it registers,
 * which the bundle once got wrong). Populated references go through their own model's rules.
 * Answers are also parsed by their route's contract before they leave (http/mount-route.ts);
 * this is the second lock on the same door.
 */
export function defineModel<TSchema extends Schema>(
  name: string,
  schema: TSchema,
  { hidden = [] }: { hidden?: readonly string[] } = {},
) {
  schema.set('toJSON', {
    virtuals: false,
    versionKey: false,
    transform: (_doc: unknown, ret: Record<string, unknown>) => {
      for (const key of hidden) delete ret[key];
      if (ret._id !== undefined) ret._id = String(ret._id);
      return ret;
    },
  });
  // Inside an import, rows are journaled before they are inserted (all or nothing: import-journal.ts).
  schema.pre('insertMany', journalInsertMany);
  return model(name, schema);
}
