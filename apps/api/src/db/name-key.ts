import type { Schema, UpdateQuery } from 'mongoose';

/** The lower-cased name kept beside `name`: A-Z order and case-blind uniqueness on every engine (no collation). */
export const nameKeyOf = (name: unknown): string =>
  String(name ?? '')
    .trim()
    .toLowerCase();

type Named = { name?: unknown; $set?: { name?: unknown } };

/**
 * Makes `nameKey` the model's job, wherever a name is written: `save`/`create` and `insertMany` (both
 * validate each document first, so `pre('validate')` sees them all) and update queries that set
 * `name` (`findOneAndUpdate`, `findByIdAndUpdate`, `updateOne`, `updateMany`). No caller sets it by hand.
 * Only writes that skip Mongoose altogether (`Model.collection.insertMany` in the bench) call `nameKeyOf`.
 */
export function derivesNameKey(schema: Schema) {
  schema.pre('validate', function () {
    this.set('nameKey', nameKeyOf(this.get('name')));
  });
  schema.pre(['findOneAndUpdate', 'updateOne', 'updateMany'], { document: false, query: true }, function () {
    const update = this.getUpdate() as (UpdateQuery<unknown> & Named) | null;
    if (!update || Array.isArray(update)) return;
    const name = update.$set?.name !== undefined ? update.$set.name : update.name;
    if (name !== undefined) this.set('nameKey', nameKeyOf(name));
  });
}
