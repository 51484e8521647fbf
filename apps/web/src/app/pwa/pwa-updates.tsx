import { lazy, Suspense, useEffect, useState } from 'react';

const UpdatePrompt = lazy(() => import('./update-prompt').then((m) => ({ default: m.UpdatePrompt })));

/**
 * Once the page has loaded and the browser is idle: registering the service worker makes it download
 * every screen's files (the precache), which must not compete with the first screen's own requests
 * on a phone's mobile data.
 */
function whenLoadedAndIdle(run: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const start = () => {
    if (cancelled) return;
    idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(run, { timeout: 5000 })
        : window.setTimeout(run, 1000);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', start);
    if (idle === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    else clearTimeout(idle);
  };
}

/**
 * The installed app's service worker and its "New version available" prompt (update-prompt.tsx,
 * loaded on its own chunk after the first screen). Mounted once, beside the router.
 */
export function PwaUpdates() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    return whenLoadedAndIdle(() => setReady(true));
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
