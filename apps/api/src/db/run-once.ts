import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';

/**
 * Start-up work that several portal instances may reach at the same moment (the first-run seed),
 * done by one of them: a lock document claimed atomically. The others wait until it is done. An
 * owner that dies stops beating its heart, and the next instance takes the work over.
 */
const COLLECTION = 'startup_locks';

interface LockDoc {
  _id: string;
  owner?: string;
  heartbeatAt?: Date;
  done?: boolean;
  /** Set by the work once it starts changing data: an earlier owner that set it and died left a half-done job. */
  begun?: boolean;
}

export interface RunOnceOptions {
  staleAfterMs?: number;
  pollMs?: number;
}

const DUPLICATE_KEY = 11000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function locks() {
  const db = mongoose.connection.db;
  if (!db) throw new Error('not connected');
  return db.collection<LockDoc>(COLLECTION);
}

/** Claims the lock unless it is done or someone alive holds it; the upsert's duplicate key means "held". */
async function claim(name: string, owner: string, staleAfterMs: number): Promise<LockDoc | null> {
  const now = new Date();
  try {
    return await locks().findOneAndUpdate(
      {
        _id: name,
        done: { $ne: true },
        $or: [{ heartbeatAt: { $exists: false } }, { heartbeatAt: { $lt: new Date(now.getTime() - staleAfterMs) } }],
      },
      { $set: { owner, heartbeatAt: now } },
      { upsert: true, returnDocument: 'after' },
    );
  } catch (err) {
    if ((err as { code?: number }).code === DUPLICATE_KEY) return null;
    throw err;
  }
}

export interface RunOnceContext {
  /** An earlier owner began changing data and died before finishing. */
  begunBefore: boolean;
  /** Call before the first write, so a takeover knows there is a half-done job to finish. */
  begin: () => Promise<void>;
}

/**
 * Runs `work` in exactly one instance; resolves once it is done (by this instance or another).
 * Answers whether this instance did the work.
 */
export async function runOnce(
  name: string,
  work: (context: RunOnceContext) => Promise<void>,
  { staleAfterMs = 30_000, pollMs = 250 }: RunOnceOptions = {},
): Promise<boolean> {
  const owner = randomUUID();
  for (;;) {
    const claimed = await claim(name, owner, staleAfterMs);
    if (claimed) {
      const heartbeat = setInterval(() => {
        void locks()
          .updateOne({ _id: name, owner }, { $set: { heartbeatAt: new Date() } })
          .catch(() => undefined);
      }, staleAfterMs / 3);
      try {
        await work({
          begunBefore: Boolean(claimed.begun),
          begin: async () => {
            await locks().updateOne({ _id: name, owner }, { $set: { begun: true } });
          },
        });
        await locks().updateOne({ _id: name, owner }, { $set: { done: true, heartbeatAt: new Date() } });
        return true;
      } catch (err) {
        // The work refused (e.g. a missing variable): free the lock so the next start need not wait for it to go stale.
        await locks()
          .updateOne({ _id: name, owner }, { $unset: { owner: 1, heartbeatAt: 1 } })
          .catch(() => undefined);
        throw err;
      } finally {
        clearInterval(heartbeat);
      }
    }
    const current = await locks().findOne({ _id: name });
    if (current?.done) return false;
    await sleep(pollMs);
  }
}
