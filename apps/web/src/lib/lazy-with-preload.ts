import type { ComponentType } from 'react';
import { lazyWithPreload as preloadable } from 'react-lazy-with-preload';

/**
 * A component whose code loads when it is first drawn (a dialog, a chart), like `React.lazy`, with
 * `preload()` to fetch it ahead, once the screen is idle: the screen's first paint does not wait
 * for what only a click shows, and once preloaded, a click draws it at once (a plain `React.lazy`
 * would still suspend, and React holds a revealed fallback for 300 ms). Draw it inside a
 * `<Suspense>`. react-lazy-with-preload does the preloading; here the code's set-up (recharts, the
 * schemas) and the first render are two tasks, so input can come between them.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>) {
  return preloadable(() =>
    load().then(
      (component) =>
        new Promise<{ default: ComponentType<P> }>((resolve) => setTimeout(() => resolve({ default: component }), 0)),
    ),
  );
}

/** Runs `work` when the browser is idle (or after `timeoutMs` at the latest); returns a cancel. */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 200);
  return () => window.clearTimeout(id);
}
