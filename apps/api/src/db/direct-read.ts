import type { Collection, Document, Filter, Sort } from 'mongodb';
import type { InferSchemaType, Schema, Types } from 'mongoose';

/** What these reads need of a model: its schema (for the documents' type) and its collection. */
interface ModelLike {
  schema: Schema;
  collection: Collection;
}

/** A model's stored document, as a lean read returns it. */
export type StoredOf<M extends ModelLike> = InferSchemaType<M['schema']> & { _id: Types.ObjectId };

/** The fields a read returns, from the space-separated list Mongoose's `select` takes. */
export const projectionOf = (fields: string): Record<string, 1> =>
  Object.fromEntries(
    fields
      .split(/\s+/)
      .filter(Boolean)
      .map((field) => [field, 1 as const]),
  );

interface DirectFind {
  /** Made once with `projectionOf`, next to the field list it comes from. */
  projection?: Record<string, 0 | 1>;
  sort?: Sort;
  skip?: number;
  limit?: number;
}

/**
 * Reads on the request paths every screen takes (the session's user, list pages, a lead) go to the
 * driver's collection directly, past Mongoose's query layer: casting the filter by the schema,
 * query hooks, projection rules cost 0.2 to 0.3 ms a read here (`npm run bench:own`), more than the
 * rest of a small read outside the database. So the filter must already hold stored types
 * (ObjectIds through `oid`, Dates), nothing from the client is passed through unchecked, and the
 * model must have no query hooks (none has: `db/define-model.ts` adds only an insertMany hook).
 */
export function findDirect<M extends ModelLike>(
  model: M,
  filter: Filter<Document>,
  { projection, sort, skip, limit }: DirectFind = {},
): Promise<StoredOf<M>[]> {
  return model.collection.find(filter, { projection, sort, skip, limit: limit || undefined }).toArray() as Promise<
    StoredOf<M>[]
  >;
}

/** The one document a filter names (or null), as `findDirect` reads it. */
export async function findOneDirect<M extends ModelLike>(
  model: M,
  filter: Filter<Document>,
  projection?: Record<string, 0 | 1>,
): Promise<StoredOf<M> | null> {
  // find + limit 1 rather than the driver's findOne, which also closes its cursor: a little cheaper.
  const [doc] = await findDirect(model, filter, { projection, limit: 1 });
  return doc ?? null;
}

/** How many documents a filter matches, past Mongoose as `findDirect` (the same countDocuments command). */
export const countDirect = (model: ModelLike, filter: Filter<Document>): Promise<number> =>
  model.collection.countDocuments(filter);

/** An aggregation run past Mongoose as `findDirect` (the same rules for its `$match`). */
export const aggregateDirect = <T>(model: ModelLike, pipeline: Document[]): Promise<T[]> =>
  model.collection.aggregate(pipeline).toArray() as Promise<T[]>;

/**
 * Stages that put the document `field` refers to in its place, in the same command as the read (what
 * populate does with a query of its own per model); the field is left out when it refers to nothing.
 * Project the joined document's fields after them (`field.name`): never the whole of it.
 */
export const joinOne = (field: string, from: ModelLike): Document[] => [
  { $lookup: { from: from.collection.collectionName, localField: field, foreignField: '_id', as: field } },
  { $unwind: { path: `$${field}`, preserveNullAndEmptyArrays: true } },
];

/** A Date as the contract sends it (ISO string), null kept null. */
export const isoOrNull = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);
