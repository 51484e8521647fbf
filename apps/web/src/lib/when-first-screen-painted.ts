/**
 * Resolves once the browser has painted React's first commit into `container` (the commit replaces
 * index.html's spinner: a mutation), or after `fallbackMs` should no frame come (a hidden tab).
 * "Painted" is the browser's own first-contentful-paint entry where it reports one (the spinner is
 * not content, so that paint is the screen's): it comes once the frame is on the screen, which a
 * task queued from the frame's callback can precede.
 */
export function whenFirstScreenPainted(container: HTMLElement, fallbackMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      setTimeout(resolve, fallbackMs);
      if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
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
