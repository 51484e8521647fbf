/** Lets the requests waiting on the event loop run before long work goes on (a batch, a chunk of rows). */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));
