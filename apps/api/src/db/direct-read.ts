import { Long, type Collection, type Db, type Document, type Filter } from 'mongodb';
import type { InferSchemaType, Schema, Types } from 'mongoose';

/** What these reads need of a model: its schema (for the documents' type), its collection and its connection. */
interface ModelLike {
  schema: Schema;
  collection: Collection;
  db: { db?: Db };
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
  sort?: Record<string, 1 | -1>;
  skip?: number;
  limit?: number;
}

interface CursorReply {
  cursor: { id: Long | number; firstBatch?: Document[]; nextBatch?: Document[] };
}

/** A cursor id as the server must be sent it back (a long); the reply gives small ones as numbers. */
const cursorId = (id: Long | number) => (typeof id === 'number' ? Long.fromNumber(id) : id);
const isOpen = (id: Long | number) => (typeof id === 'number' ? id !== 0 : !id.isZero());

/**
 * A find or aggregate sent as the command it is, each batch of its answer handed to `onBatch` as it
 * comes (the event loop is free between batches: each is a round trip). The driver's cursor objects
 * around the same command (collection.find/aggregate, and Mongoose's wrapper of them) cost more
 * outside the database than the rest of a small read here (`npm run bench:own`). Like any command,
 * it is not retried after a failover, as a cursor's first read is: it fails once (a 503).
 */
async function eachBatch(model: ModelLike, command: Document, onBatch: (docs: Document[]) => unknown): Promise<void> {
  const db = model.db.db;
  if (!db) throw new Error('not connected');
  let { cursor } = (await db.command(command)) as CursorReply;
  try {
    await onBatch(cursor.firstBatch ?? []);
    while (isOpen(cursor.id)) {
      ({ cursor } = (await db.command({
        getMore: cursorId(cursor.id),
        collection: model.collection.collectionName,
        ...(command.batchSize ? { batchSize: command.batchSize } : {}),
      })) as CursorReply);
      await onBatch(cursor.nextBatch ?? []);
    }
  } catch (err) {
    // A read given up half-way does not leave its cursor open on the server for its ten minutes.
    if (isOpen(cursor.id))
      await db
        .command({ killCursors: model.collection.collectionName, cursors: [cursorId(cursor.id)] })
        .catch(() => undefined);
    throw err;
  }
}

async function cursorCommand(model: ModelLike, command: Document): Promise<Document[]> {
  const docs: Document[] = [];
  await eachBatch(model, command, (batch) => {
    for (const doc of batch) docs.push(doc);
  });
  return docs;
}

/** The options given, without the ones left out (BSON would send an undefined one as null). */
const present = (options: Document) =>
  Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined));

/**
 * Reads on the request paths every screen takes (the session's user, list pages, a lead) go to the
 * database as plain commands (`cursorCommand`), past Mongoose's query layer: casting the filter by
 * the schema, query hooks, projection rules cost 0.2 to 0.3 ms a read here, more than the rest of a
 * small read outside the database. So the filter must already hold stored types (ObjectIds through
 * `oid`, Dates), nothing from the client is passed through unchecked, and the model must have no
 * query hooks (none has: `db/define-model.ts` adds only an insertMany hook).
 */
export function findDirect<M extends ModelLike>(
  model: M,
  filter: Filter<Document>,
  { projection, sort, skip, limit }: DirectFind = {},
): Promise<StoredOf<M>[]> {
  return cursorCommand(
    model,
    present({
      find: model.collection.collectionName,
      filter,
      projection,
      sort,
      skip: skip || undefined,
      // A bounded read comes back whole in its first batch, and leaves no cursor open.
      ...(limit ? { limit, batchSize: limit, singleBatch: true } : {}),
    }),
  ) as Promise<StoredOf<M>[]>;
}

/**
 * Every document a filter matches, `batchSize` at a time, each batch handed to `onBatch` (awaited)
 * before the next is asked for: a long read (all live leads' phones) never holds the event loop
 * for more than one batch, nor keeps them all in memory.
 */
export function findInBatches<M extends ModelLike>(
  model: M,
  filter: Filter<Document>,
  { projection, batchSize }: { projection?: Record<string, 0 | 1>; batchSize: number },
  onBatch: (docs: StoredOf<M>[]) => unknown,
): Promise<void> {
  return eachBatch(
    model,
    present({ find: model.collection.collectionName, filter, projection, batchSize }),
    onBatch as (docs: Document[]) => unknown,
  );
}

/** The one document a filter names (or null), as `findDirect` reads it. */
export async function findOneDirect<M extends ModelLike>(
  model: M,
  filter: Filter<Document>,
  projection?: Record<string, 0 | 1>,
): Promise<StoredOf<M> | null> {
  const [doc] = await findDirect(model, filter, { projection, limit: 1 });
  return doc ?? null;
}

/** How many documents a filter matches: the aggregation the driver's countDocuments sends, as `findDirect` sends it. */
export async function countDirect(model: ModelLike, filter: Filter<Document>): Promise<number> {
  const [row] = await aggregateDirect<{ n: number }>(model, [
    { $match: filter },
    { $group: { _id: 1, n: { $sum: 1 } } },
  ]);
  return row?.n ?? 0;
}

/** An aggregation sent as `findDirect` sends a find (the same rules for its `$match`). */
export const aggregateDirect = <T>(model: ModelLike, pipeline: Document[]): Promise<T[]> =>
  cursorCommand(model, { aggregate: model.collection.collectionName, pipeline, cursor: {} }) as Promise<T[]>;

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
