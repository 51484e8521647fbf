import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Documents one command of a large write touches. On the one-machine engine (mongo-java-server) a
 * command holds its collection, so everyone's reads wait behind it: 5,000 leads in one bulkWrite
 * held the leads for seconds (issue 46). A few hundred keeps each command short there and costs
 * MongoDB only a round trip each.
 */
export const WRITE_SLICE = 250;

/** A slice of a sliced write failed: the slices before it were written, its own may be in part, the rest were not. */
export class SliceWriteFailed extends Error {
  constructor(
    /** Items in the slices written before the failing one. */
    readonly written: number,
    /** Items in the failing slice: each may or may not have been written. */
    readonly unsure: number,
    /** Items after it, not tried. */
    readonly untried: number,
    cause: unknown,
  ) {
    super(`A write failed after ${written} items: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}

/**
 * Writes `items` a slice at a time, in order, giving the event loop (and so the database) to others
 * between slices: their requests go between them instead of after the whole write. Answers each
 * slice's result. The first slice that fails stops the work with a SliceWriteFailed.
 */
export async function writeInSlices<T, R>(
  items: readonly T[],
  write: (slice: T[]) => Promise<R>,
  sliceSize = WRITE_SLICE,
): Promise<R[]> {
  const results: R[] = [];
  for (let from = 0; from < items.length; from += sliceSize) {
    if (from > 0) await nextTurn();
    const slice = items.slice(from, from + sliceSize);
    try {
      results.push(await write(slice));
    } catch (cause) {
      throw new SliceWriteFailed(from, slice.length, items.length - from - slice.length, cause);
    }
  }
  return results;
}
