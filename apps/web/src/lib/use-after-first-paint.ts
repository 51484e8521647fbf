import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './lazy-with-preload';

/**
 * False until the browser is idle after the first paint, then true inside a transition: what waits
 * for it (the dashboard's charts and their library) loads and renders after the screen's first
 * content, in time slices that leave input responsive.
 */
export function useAfterFirstPaint(timeoutMs = 1500) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setReady(true)), timeoutMs), [timeoutMs]);
  return ready;
}
