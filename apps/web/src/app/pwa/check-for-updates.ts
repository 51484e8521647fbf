/**
 * A phone keeps the app in the background for hours; a deploy made meanwhile is found when the app
 * comes back to the foreground: the registration asks the server for sw.js again (the API sends it
 * uncached). Returns the function that stops listening.
 */
export function checkForUpdatesInForeground(
  registration: Pick<ServiceWorkerRegistration, 'update' | 'installing'>,
  onVisible?: () => void,
  doc: Document = document,
): () => void {
  const handleVisibilityChange = () => {
    if (doc.visibilityState !== 'visible') return;
    onVisible?.();
    // Offline the check would only fail; one already installing needs no second.
    if (!navigator.onLine || registration.installing) return;
    registration.update().catch(() => {
      /* the server is unreachable: the next return to the foreground tries again */
    });
  };
  doc.addEventListener('visibilitychange', handleVisibilityChange);
  return () => doc.removeEventListener('visibilitychange', handleVisibilityChange);
}
