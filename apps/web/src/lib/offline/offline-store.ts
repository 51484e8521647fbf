import { clear, createStore, del, get, set } from 'idb-keyval';

/**
 * The device's copy of what the signed-in person last saw, and their unsent changes: one
 * IndexedDB store of the portal's own, so signing out can empty it whole.
 */
const store = typeof indexedDB === 'undefined' ? null : createStore('crm-offline', 'kv');
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

/** Removes everything the portal kept on this device (sign-out, or another person signing in). */
export async function clearOfflineData(): Promise<void> {
  if (store) await clear(store);
}
