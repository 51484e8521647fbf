/** Lets the requests waiting on the event loop run before long work goes on (a batch, a chunk of rows). */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** How long one slice of row-by-row work may hold the request thread before others' requests go. */
export const SLICE_MS = 8;

/**
 * `items.map(fn)`, run in slices of at most `sliceMs` of this thread with the event loop given back
 * between them: a sheet's 10,000 rows (a phone parsed for each takes a few hundred ms) never hold up
 * everyone else's requests at once.
 */
export async function mapInSlices<T, U>(
  items: readonly T[],
  fn: (item: T, index: number) => U,
  sliceMs = SLICE_MS,
): Promise<U[]> {
  const out: U[] = new Array<U>(items.length);
  let sliceStart = performance.now();
  for (let i = 0; i < items.length; i++) {
    if (performance.now() - sliceStart > sliceMs) {
      await yieldToOthers();
      sliceStart = performance.now();
    }
    out[i] = fn(items[i]!, i);
  }
  return out;
}
