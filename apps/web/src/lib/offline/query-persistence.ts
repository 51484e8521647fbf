import type { DehydratedState, Mutation, Query } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistedClient, Persister, PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { OFFLINE_MAX_AGE_MS } from '@crm/contracts/zod-free';
import { whenIdle } from '../lazy-with-preload';
import { queryRoots } from '../query-keys';
import { offlineStorage, TIMED_OUT, withinMs } from './offline-store';

// A copy older than this is not shown, and the server remembers a change's key for longer.
export { OFFLINE_MAX_AGE_MS };
/** Bumped when what is kept changes shape, so an older copy is dropped rather than misread. */
const CACHE_VERSION = '1';
/** A phone's storage is shared with photos: the copy stays small (its JSON, before IndexedDB). */
export const OFFLINE_MAX_BYTES = 4_000_000;
/** The most recent lead list pages and opened leads kept; older ones are dropped first. */
const MAX_LEAD_LISTS = 20;
const MAX_OPENED_LEADS = 40;

/** Reads nobody needs offline, or that hold other people's data the person did not work on. */
const NOT_KEPT: readonly (readonly string[])[] = [queryRoots.chats, queryRoots.imports, queryRoots.users];
const startsWith = (key: readonly unknown[], root: readonly string[]) => root.every((part, i) => key[i] === part);
/** The API's reads (JSON, so they survive the copy); not, say, a loaded code module kept in the cache. */
const API_READS = Object.values(queryRoots).filter((root) => !NOT_KEPT.includes(root));

/** What is worth keeping: answered API reads under the roots above. */
export const shouldKeepQuery = (query: Pick<Query, 'queryKey' | 'state'>) =>
  query.state.status === 'success' && API_READS.some((root) => startsWith(query.queryKey, root));

/**
 * Unsent changes (paused), and changes sent from the outbox that the server refused (someone else
 * changed the same field meanwhile: the person still has to choose; or a rule said no).
 */
export const shouldKeepMutation = (mutation: Mutation<unknown, Error, unknown, unknown>) =>
  mutation.state.isPaused || isUnattendedRefusal(mutation.state);

/** A change sent with nobody on screen waiting for it, and refused: the person must still hear of it. */
export const isUnattendedRefusal = (state: { status: string; variables?: unknown }) =>
  state.status === 'error' && (state.variables as { unattended?: boolean } | undefined)?.unattended === true;

/** A refusal of an outbox change that conflicts with someone else's (also once reloaded as plain JSON). */
export const isEditConflict = (error: unknown) =>
  Boolean(error && typeof error === 'object' && (error as { code?: unknown }).code === 'EDIT_CONFLICT');

type DehydratedQuery = DehydratedState['queries'][number];
const leadPart = (query: DehydratedQuery) =>
  query.queryKey[0] === queryRoots.leads[0] ? String(query.queryKey[1]) : null;
/** The lead a per-lead read belongs to (its page, feedback, timeline). */
const openedLeadId = (query: DehydratedQuery) =>
  ['detail', 'feedback', 'history'].includes(leadPart(query) ?? '') ? String(query.queryKey[2]) : null;

/**
 * Bounds the copy: the newest lead list pages and opened leads, then, newest first, what fits in
 * OFFLINE_MAX_BYTES. Unsent changes (paused mutations) are always kept.
 */
export function boundCopy(client: PersistedClient, maxBytes = OFFLINE_MAX_BYTES): PersistedClient {
  const newestFirst = [...client.clientState.queries].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  let lists = 0;
  const leads = new Set<string>();
  let bytes = JSON.stringify(client.clientState.mutations).length;
  const kept = newestFirst.filter((query) => {
    if (leadPart(query) === 'list' && ++lists > MAX_LEAD_LISTS) return false;
    const leadId = openedLeadId(query);
    if (leadId && !leads.has(leadId)) {
      if (leads.size >= MAX_OPENED_LEADS) return false;
      leads.add(leadId);
    }
    bytes += JSON.stringify(query).length;
    return bytes <= maxBytes;
  });
  return { ...client, clientState: { ...client.clientState, queries: kept } };
}

/**
 * How long the app waits for the device's copy before it starts from the network. Reading it takes
 * well under a second; a blocked IndexedDB (Safari, offline-store.ts) would otherwise hold every
 * screen on "Loading" for good.
 */
export const RESTORE_LIMIT_MS = 3_000;
/** The longest a change waits for an idle moment before it is saved. */
const SAVE_WITHIN_MS = 1_000;

/** Keeps the signed-in person's copy under their own key, bounded. */
export function offlinePersister(
  userId: string,
  { storage = offlineStorage, restoreLimitMs = RESTORE_LIMIT_MS } = {},
): Persister {
  const base = createAsyncStoragePersister({ storage, key: `crm-cache:${userId}`, throttleTime: 500 });
  // A copy this page could not read may hold unsent changes: it is not written over.
  let read = false;
  // TanStack calls persistClient on every cache change (hundreds while a screen loads), and
  // bounding the copy turns each kept read into JSON: the latest state is saved once the browser
  // is idle instead, and at once when the app goes to the background (a phone may end it there).
  let latest: PersistedClient | null = null;
  let cancelSave: (() => void) | null = null;
  const saveLatest = () => {
    cancelSave = null;
    const client = latest;
    latest = null;
    if (client) void base.persistClient(boundCopy(client));
  };
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState !== 'hidden' || !cancelSave) return;
      cancelSave();
      saveLatest();
    });
  }
  return {
    persistClient: (client) => {
      if (!read) return;
      latest = client;
      cancelSave ??= whenIdle(saveLatest, SAVE_WITHIN_MS);
    },
    restoreClient: async () => {
      const copy = await withinMs(Promise.resolve(base.restoreClient()), restoreLimitMs);
      if (copy === TIMED_OUT) return undefined;
      read = true;
      return copy;
    },
    removeClient: () => base.removeClient(),
  };
}

export const persistOptions = (userId: string): Omit<PersistQueryClientOptions, 'queryClient'> => ({
  persister: offlinePersister(userId),
  maxAge: OFFLINE_MAX_AGE_MS,
  buster: CACHE_VERSION,
  dehydrateOptions: { shouldDehydrateQuery: shouldKeepQuery, shouldDehydrateMutation: shouldKeepMutation },
});
