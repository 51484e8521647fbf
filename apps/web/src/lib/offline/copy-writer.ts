import type { PersistedClient } from '@tanstack/react-query-persist-client';

/** What a written copy held: its reads and its unsent changes. */
const contentsOf = (client: PersistedClient) => ({
  reads: new Set(client.clientState.queries.map((query) => query.queryHash)),
  changes: client.clientState.mutations.length,
});

/**
 * Writes the device's copy of the cache. Updates of reads already kept are gathered and written at
 * most every `throttleMs`; a copy with something the written one lacks (a lead just opened, a change
 * just made offline) is written at once. A throttled write would lose it when the page goes away
 * first (a reload, the phone closing the app), and that lead would then not open offline.
 * `flush()` writes what waits now (the page being hidden).
 */
export function copyWriter(write: (client: PersistedClient) => Promise<void>, throttleMs: number) {
  let written = { reads: new Set<string>(), changes: 0 };
  let waiting: PersistedClient | null = null;
  let writing = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const hasNews = (client: PersistedClient) =>
    client.clientState.mutations.length !== written.changes ||
    client.clientState.queries.some((query) => !written.reads.has(query.queryHash));

  const schedule = (client: PersistedClient) => {
    if (hasNews(client)) void flush();
    else timer ??= setTimeout(() => void flush(), throttleMs);
  };

  async function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    // The write under way looks for a newer copy when it ends.
    if (writing || !waiting) return;
    const client = waiting;
    waiting = null;
    writing = true;
    try {
      await write(client);
      written = contentsOf(client);
    } catch {
      // Storage full or closed: the next change tries again with the newest copy.
    } finally {
      writing = false;
    }
    if (waiting) schedule(waiting);
  }

  return {
    persist(client: PersistedClient) {
      waiting = client;
      if (!writing) schedule(client);
    },
    flush,
  };
}
