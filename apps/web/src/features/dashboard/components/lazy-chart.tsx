import { Suspense, useEffect, type ReactNode } from 'react';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint';
import { useDrawInTurn } from '../../../lib/draw-in-turn';
import { useNearScreen } from '../../../lib/use-near-screen';

/** Says when its content has rendered (after the commit): the next chart may take its turn. */
function Drawn({ onDrawn, children }: { onDrawn: () => void; children: ReactNode }) {
  useEffect(onDrawn, [onDrawn]);
  return children;
}

/**
 * A chart (recharts, a chunk of its own and the heaviest thing to draw on the dashboard) in its
 * grid slot: the placeholder until the browser is idle after the first paint and the slot is near
 * the screen, so the cards come first and a phone draws only the charts it scrolls to; then one
 * chart per idle moment (lib/draw-in-turn.ts), never all of them in one task.
 */
export function LazyChart({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const idle = useAfterFirstPaint();
  const { ref, inView } = useNearScreen();
  const [drawNow, drawn] = useDrawInTurn(idle && inView);
  return (
    <div className="lazy-chart" ref={ref}>
      {drawNow ? (
        <Suspense fallback={placeholder}>
          <Drawn onDrawn={drawn}>{children}</Drawn>
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
