import { useSyncExternalStore } from 'react';

/** While a live stream is held, polls are only a safety net: they run this many times less often. */
export const POLL_SLOWER_WHILE_LIVE = 5;

let open = false;
const listeners = new Set<() => void>();

/** Told by the stream's holder (hold-live-stream.ts) as it connects and drops. */
export function setLiveStreamOpen(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useLiveStreamOpen = () => useSyncExternalStore(subscribe, () => open);

/** A poll's interval: `ms` when no stream is held (the fallback), longer while the stream tells of changes. */
export function useLivePollInterval(ms: number) {
  return useLiveStreamOpen() ? ms * POLL_SLOWER_WHILE_LIVE : ms;
}
