import mongoose from 'mongoose';
import { type AcceptedRow, type ImportTracker, type RowError, UNTRACKED } from './run-import';
import { yieldToOthers } from './yield-to-others';

/** A mongoose model, as far as inserting goes. */
interface InsertsMany {
  insertMany(
    docs: unknown[],
    options: { ordered: false; rawResult: true },
  ): Promise<{ mongoose: { results: unknown[] } }>;
}

interface WriteErrorLike {
  index: number;
  code?: number;
}

/**
 * Inserts every accepted row it can (unordered) and answers the rows refused, with why: a row that hits a
 * unique index (`duplicateMessage`, e.g. another import took the email a moment ago) or that the model
 * refuses. The other rows stay inserted, so the report's counts are true.
 */
export async function insertAcceptedRows<Doc extends object>(
  model: InsertsMany,
  accepted: AcceptedRow<Doc>[],
  duplicateMessage: string,
  tracker: ImportTracker = UNTRACKED,
): Promise<RowError[]> {
  const refused: RowError[] = [];
  // In batches, the event loop and the database free between them: a 10,000-row import must not
  // hold up everyone else's requests while it validates and writes.
  for (let from = 0; from < accepted.length; from += INSERT_BATCH) {
    if (from > 0) {
      tracker.progress('saving', from, accepted.length);
      await yieldToOthers();
    }
    const batch = accepted
      .slice(from, from + INSERT_BATCH)
      .map(({ row, doc }) => ({ row, doc: { ...doc, ...tracker.stamp } }));
    refused.push(...(await insertBatch(model, batch, duplicateMessage)));
  }
  return refused;
}

/**
 * Small enough that a batch holds the database (and others' queries behind it) for a short moment,
 * and this thread too: Mongoose casts and validates a batch at once, about half a millisecond a lead
 * here (200 held the event loop for 60 to 100 ms, 50 for 20 to 40; a 10,000-row import's lag p99 was
 * that of its insert batches).
 */
const INSERT_BATCH = 25;

async function insertBatch<Doc>(
  model: InsertsMany,
  accepted: AcceptedRow<Doc>[],
  duplicateMessage: string,
): Promise<RowError[]> {
  let results: unknown[];
  let writeErrors: WriteErrorLike[] = [];
  try {
    const inserted = await model.insertMany(
      accepted.map((a) => a.doc),
      { ordered: false, rawResult: true },
    );
    results = inserted.mongoose.results;
  } catch (err) {
    const bulk = err as { writeErrors?: WriteErrorLike[]; results?: unknown[] };
    if (!bulk.writeErrors) throw err; // not about some documents: the database is down, etc.
    writeErrors = bulk.writeErrors;
    results = bulk.results ?? [];
  }
  const refused = new Map<number, string>();
  for (const { index, code } of writeErrors)
    refused.set(index, code === 11000 ? duplicateMessage : 'Could not be saved');
  results.forEach((result, index) => {
    if (result instanceof mongoose.Error) refused.set(index, `Could not be saved: ${result.message}`);
  });
  return [...refused].map(([index, message]) => ({ row: accepted[index]?.row ?? 0, message }));
}
