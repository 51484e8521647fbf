import { onlineManager } from '@tanstack/react-query';
import { onNoAnswer } from '../api-fetch';

/** The liveness route: it answers without the database, so an answer means the network is back. */
const PROBE_URL = '/api/health';
const FIRST_PROBE_MS = 1_000;
const MAX_PROBE_MS = 10_000;

let probing = false;

/** Asks the server until it answers (any status), waiting longer each time; then the app is online again. */
async function probeUntilAnswered(fetchFn: typeof fetch, wait: (ms: number) => Promise<void>) {
  if (probing) return;
  probing = true;
  try {
    for (let delay = FIRST_PROBE_MS; !onlineManager.isOnline(); delay = Math.min(delay * 2, MAX_PROBE_MS)) {
      await wait(delay);
      if (onlineManager.isOnline()) return; // the browser's own "online" event came first
      try {
        await fetchFn(PROBE_URL, { cache: 'no-store' });
        onlineManager.setOnline(true);
      } catch {
        // Still no answer: the next try waits longer.
      }
    }
  } finally {
    probing = false;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A phone on one bar of signal says it is online while no request gets through. The first call
 * that gets no answer puts TanStack Query offline, as if the browser had said so: reads show the
 * device's copy under the offline banner, and outbox changes pause as "Waiting to send" instead of
 * holding the form. A light probe of the server then brings it back online. Returns the unsubscribe.
 */
export function watchConnectivity(fetchFn: typeof fetch = (...args) => fetch(...args), wait = sleep) {
  return onNoAnswer(() => {
    if (!onlineManager.isOnline()) return;
    onlineManager.setOnline(false);
    void probeUntilAnswered(fetchFn, wait);
  });
}
