/**
 * Resolves once the browser has painted React's first commit into `container` (the commit replaces
 * index.html's spinner: a mutation), or after `fallbackMs` should no frame come (a hidden tab).
 */
export function whenFirstScreenPainted(container: HTMLElement, fallbackMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      // A frame callback runs just before that frame paints; a task queued from it runs after.
      requestAnimationFrame(() => setTimeout(resolve, 0));
      setTimeout(resolve, fallbackMs);
    });
    observer.observe(container, { childList: true });
  });
}
