import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

/** The client, in a thread of its own: fetches what it is sent and answers with the status. */
const CLIENT = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', async ({ url, headers }) => {
  try {
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    parentPort.postMessage({ status: res.status });
  } catch (err) {
    parentPort.postMessage({ error: String(err) });
  }
});
`;

/**
 * The API's own cost measured as its thread's busy time: the requests come from a client in another
 * thread, one at a time, and the API's (this) thread's event-loop utilisation over each request is
 * its active time. Waiting on the database or the network is idle time, so nothing is subtracted;
 * what is left is the API's work: Express, auth, zod, the driver's and Mongoose's, JSON and
 * compression, garbage collection included.
 */
export function startBusyClient() {
  const worker = new Worker(CLIENT, { eval: true });
  const ask = (url: string, headers: Record<string, string>) =>
    new Promise<number>((resolve, reject) => {
      worker.once('message', (answer: { status?: number; error?: string }) =>
        answer.error ? reject(new Error(answer.error)) : resolve(answer.status!),
      );
      worker.postMessage({ url, headers });
    });
  return {
    /** This thread's busy milliseconds over one request. */
    async busyMs(url: string, headers: Record<string, string>) {
      const before = performance.eventLoopUtilization();
      const status = await ask(url, headers);
      const { active } = performance.eventLoopUtilization(before);
      if (status >= 400) throw new Error(`${url} answered ${status}`);
      return active;
    },
    close: () => worker.terminate(),
  };
}
