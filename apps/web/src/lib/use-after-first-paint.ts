import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser is idle after the first paint, then true inside a transition: what waits
 * for it (the dashboard's charts and their library) loads and renders after the screen's first
 * content, in time slices that leave input responsive.
 */
export function useAfterFirstPaint(timeoutMs = 1500) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const go = () => startTransition(() => setReady(true));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(go, { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(go, 100);
    return () => window.clearTimeout(id);
  }, [timeoutMs]);
  return ready;
}
