import { clear, del, get, promisifyRequest, set, type UseStore } from 'idb-keyval';

/**
 * The device's copy of what the signed-in person last saw, and their unsent changes: one
 * IndexedDB store of the portal's own, so signing out can empty it whole.
 */
const DB_NAME = 'crm-offline';
const STORE_NAME = 'kv';

/**
 * idb-keyval's store, made safe for Safari's back/forward cache: WebKit freezes a left page with its
 * write still open, and every later read of the store (the next page's) then waits on it forever
 * (idb-keyval issue 180). A page going into that cache aborts its writes (each is a whole copy, so
 * the one before stays intact; the next page writes afresh) and closes its connection; the
 * connection is opened again on the next use.
 */
function closableStore(): UseStore {
  let connection: Promise<IDBDatabase> | undefined;
  const writes = new Set<IDBTransaction>();
  const open = () => {
    if (connection) return connection;
    const request = indexedDB.open(DB_NAME);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE_NAME);
    const opened = promisifyRequest(request);
    connection = opened;
    opened.then(
      (db) => (db.onclose = () => connection === opened && (connection = undefined)),
      () => connection === opened && (connection = undefined),
    );
    return opened;
  };
  window.addEventListener('pagehide', (event) => {
    if (event.persisted) {
      for (const tx of writes) {
        try {
          tx.abort();
        } catch {
          // Already finished.
        }
      }
    }
    const closing = connection;
    connection = undefined;
    void closing?.then((db) => db.close()).catch(() => undefined);
  });
  return (txMode, callback) =>
    open().then((db) => {
      const tx = db.transaction(STORE_NAME, txMode);
      if (txMode === 'readwrite') {
        writes.add(tx);
        const settled = () => writes.delete(tx);
        tx.addEventListener('complete', settled);
        tx.addEventListener('abort', settled);
        tx.addEventListener('error', settled);
      }
      return callback(tx.objectStore(STORE_NAME));
    });
}

const store = typeof indexedDB === 'undefined' ? null : closableStore();
/** A browser without IndexedDB (some private modes; jsdom) keeps nothing: reads start from the network. */
export const canKeepOffline = store !== null;

/** The persister's storage (TanStack's AsyncStorage): strings under keys. */
export const offlineStorage = {
  getItem: async (key: string): Promise<string | null> => (store ? ((await get<string>(key, store)) ?? null) : null),
  setItem: async (key: string, value: string): Promise<void> => {
    if (store) await set(key, value, store);
  },
  removeItem: async (key: string): Promise<void> => {
    if (store) await del(key, store);
  },
};

/** How long signing out waits for the device to empty before it goes on to the sign-in page. */
const CLEAR_LIMIT_MS = 3_000;

/**
 * Removes everything the portal kept on this device (sign-out, or another person signing in).
 * A blocked IndexedDB never holds sign-out up: the clear stays queued and runs once it can.
 */
export async function clearOfflineData(): Promise<void> {
  if (store) await withinMs(clear(store), CLEAR_LIMIT_MS);
}

export const TIMED_OUT = Symbol('timed out');

/** `promise`'s value, or TIMED_OUT once `ms` have passed without one. */
export function withinMs<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout>;
  const limit = new Promise<typeof TIMED_OUT>((resolve) => (timer = setTimeout(() => resolve(TIMED_OUT), ms)));
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}
