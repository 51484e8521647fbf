import { Suspense, type ReactNode } from 'react';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint';
import { useNearScreen } from '../../../lib/use-near-screen';

/**
 * A chart (recharts, a chunk of its own and the heaviest thing to draw on the dashboard) in its
 * grid slot: the placeholder until the browser is idle after the first paint and the slot is near
 * the screen, so the cards come first and a phone draws only the charts it scrolls to.
 */
export function LazyChart({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const idle = useAfterFirstPaint();
  const { ref, inView } = useNearScreen();
  return (
    <div className="lazy-chart" ref={ref}>
      {idle && inView ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
}
