/**
 * Resolves once the browser has painted React's first commit into `container` (the commit replaces
 * index.html's spinner: a mutation), or after `fallbackMs` should no frame come (a hidden tab).
 * "Painted" is the browser's own first-contentful-paint entry where it reports one and the screen
 * makes it (the spinner is not content): it comes once the frame is on the screen, which a task
 * queued from the frame's callback can precede.
 */
export function whenFirstScreenPainted(container: HTMLElement, fallbackMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      setTimeout(resolve, fallbackMs);
      // A paint before this commit (the shell saved from the last visit, prefs-init.js) took the
      // first-contentful-paint entry: then the frame after the commit says it.
      const paintedBefore =
        typeof performance.getEntriesByName === 'function' &&
        performance.getEntriesByName('first-contentful-paint').length > 0;
      if (
        !paintedBefore &&
        typeof PerformanceObserver !== 'undefined' &&
        PerformanceObserver.supportedEntryTypes?.includes('paint')
      ) {
        const paints = new PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint').length === 0) return;
          paints.disconnect();
          resolve();
        });
        paints.observe({ type: 'paint', buffered: true });
      } else {
        // A frame callback runs just before that frame paints; a task queued from it runs after.
        requestAnimationFrame(() => setTimeout(resolve, 0));
      }
    });
    observer.observe(container, { childList: true });
  });
}
