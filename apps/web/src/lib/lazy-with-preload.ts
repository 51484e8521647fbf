import { lazy, type ComponentType } from 'react';

/**
 * A component whose code loads when it is first drawn (a dialog, a chart), like `React.lazy`, with
 * `preload()` to fetch it ahead, once the screen is idle: the screen's first paint does not wait
 * for what only a click shows, and the click does not wait for the network. Draw it inside a
 * `<Suspense>`. Its first render waits for the next task: setting up a large module (recharts, the
 * schemas) and drawing with it are then two pieces of work, and input can come between them.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => new Promise((resolve) => setTimeout(() => resolve({ default: component }), 0)),
    ));
  return Object.assign(lazy(preload), { preload });
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
