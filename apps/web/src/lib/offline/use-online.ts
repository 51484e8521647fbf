import { onlineManager, useIsRestoring, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

import { syncOnlineState } from './outbox';

syncOnlineState();

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/** Whether the browser has a network, as TanStack Query (which pauses reads and writes without one) sees it. */
export const useOnline = () => useSyncExternalStore(subscribe, isOnline, () => true);

/** When the newest read on screen came from the server: what "synced at" means offline. */
export function useLastSyncedAt(): number | null {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const newest = () => Math.max(0, ...cache.getAll().map((query) => query.state.dataUpdatedAt)) || null;
  return useSyncExternalStore((listener) => cache.subscribe(listener), newest, newest);
}

/**
 * Whether a read still waiting has no chance to load: offline, and the device's copy is not being
 * restored (it may still hold it). Its screen then says so instead of "Loading…" for good.
 */
export function useUnavailableOffline(): boolean {
  const online = useOnline();
  const restoring = useIsRestoring();
  return !online && !restoring;
}
