import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import mongoose, { Types } from 'mongoose';

/**
 * An import is all or nothing, on an engine without transactions (mongo-java-server has none; see
 * design.md section 3). Inside `journaled(work)` every `insertMany` (hooked on each model by
 * defineModel) first records the ids it is about to write in one journal document; the journal is
 * removed once the work has finished. So:
 * - the work throws (the database failed mid-way): the rows written are deleted at once;
 * - the process dies mid-way (forced exit, SIGKILL, crash): the journal stays, and the rows it names
 *   are deleted at the next start-up (an embedded database has one owner: every journal left is from a
 *   dead process) or, on a shared MONGO_URL, once its heartbeat is stale (`rollBackAbandonedImports`).
 * A client that got its report has all the rows; one that got no answer finds none of them.
 * Only inserts are journaled: an import writes nothing else. Rows written before the journal is
 * removed are visible to others meanwhile, as before; a rolled-back import leaves nothing to undo
 * but its own rows.
 * In-flight journaled work is also counted, so the server's drain can wait for it (`importsSettled`).
 */
const COLLECTION = 'import_journal';
/** The heartbeat of a running import; a journal whose heartbeat is older than STALE_MS is abandoned. */
const HEARTBEAT_MS = 10_000;
export const IMPORT_JOURNAL_STALE_MS = 60_000;
/** Which process wrote a journal (for whoever looks at one by hand). */
const INSTANCE = randomUUID();

interface JournalWrite {
  collection: string;
  ids: unknown[];
}

interface JournalDoc {
  _id: Types.ObjectId;
  owner: string;
  startedAt: Date;
  heartbeatAt: Date;
  writes: JournalWrite[];
}

interface Scope {
  id: Types.ObjectId;
  opened: boolean;
  heartbeat?: NodeJS.Timeout;
}

const scopes = new AsyncLocalStorage<Scope>();
const inFlight = new Set<Promise<unknown>>();

function journals() {
  const db = mongoose.connection.db;
  if (!db) throw new Error('not connected');
  return db.collection<JournalDoc>(COLLECTION);
}

/** Deletes the rows a journal names, then the journal: each step is idempotent, so a retry is safe. */
async function rollBack(journal: Pick<JournalDoc, '_id' | 'writes'>) {
  const db = mongoose.connection.db;
  if (!db) throw new Error('not connected');
  // Later writes first (an imported lead's notes before the lead).
  for (const write of [...journal.writes].reverse()) {
    await db.collection(write.collection).deleteMany({ _id: { $in: write.ids } } as never);
  }
  await journals().deleteOne({ _id: journal._id });
}

/**
 * Runs `work` as one all-or-nothing import (see above). Rethrows the work's error after rolling
 * back; a rollback that fails too leaves the journal for the next sweep.
 */
export async function journaled<T>(work: () => Promise<T>): Promise<T> {
  const scope: Scope = { id: new Types.ObjectId(), opened: false };
  const run = scopes.run(scope, async () => {
    try {
      const result = await work();
      if (scope.opened) await journals().deleteOne({ _id: scope.id });
      return result;
    } catch (err) {
      if (scope.opened) {
        const journal = await journals()
          .findOne({ _id: scope.id })
          .catch(() => null);
        if (journal) await rollBack(journal).catch(() => undefined);
      }
      throw err;
    } finally {
      clearInterval(scope.heartbeat);
    }
  });
  inFlight.add(run);
  const forget = () => inFlight.delete(run);
  run.then(forget, forget);
  return run;
}

/** Called by the insertMany hook before the write: records the ids in the current import's journal. */
export async function recordInserts(collection: string, ids: unknown[]): Promise<void> {
  const scope = scopes.getStore();
  if (!scope || ids.length === 0) return;
  if (!scope.opened) {
    const now = new Date();
    await journals().insertOne({
      _id: scope.id,
      owner: INSTANCE,
      startedAt: now,
      heartbeatAt: now,
      writes: [{ collection, ids }],
    });
    scope.opened = true;
    scope.heartbeat = setInterval(() => {
      void journals()
        .updateOne({ _id: scope.id }, { $set: { heartbeatAt: new Date() } })
        .catch(() => undefined);
    }, HEARTBEAT_MS);
    scope.heartbeat.unref();
    return;
  }
  await journals().updateOne({ _id: scope.id }, { $push: { writes: { collection, ids } } });
}

/** How many journaled imports this process is running. */
export const importsInFlight = (): number => inFlight.size;

/** Resolves once every journaled import running in this process has finished or rolled back. */
export async function importsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

/**
 * Rolls back the imports that died half-way: every journal (`all`, when this process owns the
 * database) or those whose heartbeat is stale (a live import beats every HEARTBEAT_MS). Answers how many it rolled back.
 */
export async function rollBackAbandonedImports({ all }: { all: boolean }): Promise<number> {
  const filter = all ? {} : { heartbeatAt: { $lt: new Date(Date.now() - IMPORT_JOURNAL_STALE_MS) } };
  const abandoned = await journals().find(filter).toArray();
  for (const journal of abandoned) await rollBack(journal);
  return abandoned.length;
}

type Insertable = { _id?: unknown } | null | undefined;

/**
 * The pre-insertMany hook defineModel puts on every model: outside an import it does nothing; inside
 * one, it gives each new document its `_id` now (Mongoose would, a moment later) and journals them.
 */
export async function journalInsertMany(this: mongoose.Model<unknown>, docs: unknown): Promise<void> {
  if (!scopes.getStore()) return;
  const list = (Array.isArray(docs) ? docs : [docs]) as Insertable[];
  const ids: unknown[] = [];
  for (const doc of list) {
    if (!doc || typeof doc !== 'object') continue;
    if (doc._id === undefined || doc._id === null) doc._id = new Types.ObjectId();
    ids.push(doc._id);
  }
  await recordInserts(this.collection.collectionName, ids);
}
