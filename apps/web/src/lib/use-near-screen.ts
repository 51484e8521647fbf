import { useInView } from 'react-intersection-observer';

/**
 * `inView` turns true (once) when the element comes within 100 px of the viewport. Heavy
 * parts below the fold (the dashboard's charts) then cost a phone nothing until it scrolls to them.
 * Where the browser cannot tell (no IntersectionObserver, as in tests) they render at once.
 */
export function useNearScreen() {
  return useInView({ triggerOnce: true, rootMargin: '100px 0px', fallbackInView: true });
}
