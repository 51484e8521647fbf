import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

/** How far (px) a finger pulls the top of the page down before letting go refreshes it. */
export const PULL_THRESHOLD_PX = 72;
/** The finger travels further than the page moves: the pull feels elastic. */
const RESISTANCE = 0.5;

export type PullState = { distance: number; refreshing: boolean };

/**
 * Pull to refresh on a phone: at the top of the page, a pull down past PULL_THRESHOLD_PX asks the
 * server again for everything on screen (the active queries), without reloading the app. An
 * installed app has no browser pull-to-refresh of its own; in a browser tab the page's
 * `overscroll-behavior-y: contain` (shell.css) keeps the browser's from reloading it too.
 */
export function usePullToRefresh(enabled: boolean): PullState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PullState>({ distance: 0, refreshing: false });
  const start = useRef<number | null>(null);
  const distance = useRef(0);

  useEffect(() => {
    if (!enabled) return;
    const onStart = (event: TouchEvent) => {
      // Only from the very top, and never from inside a dialog or a scrolling box.
      const target = event.target as Element | null;
      const nested = target?.closest?.('[role="dialog"], [role="alertdialog"], .table-wrap, .feedback-log');
      start.current = window.scrollY <= 0 && event.touches.length === 1 && !nested ? event.touches[0]!.clientY : null;
    };
    const onMove = (event: TouchEvent) => {
      if (start.current === null) return;
      const pulled = Math.max(0, (event.touches[0]!.clientY - start.current) * RESISTANCE);
      distance.current = pulled;
      setState((s) => ({ ...s, distance: pulled }));
    };
    const onEnd = () => {
      if (start.current === null) return;
      start.current = null;
      const pulled = distance.current;
      distance.current = 0;
      if (pulled < PULL_THRESHOLD_PX) {
        setState((s) => ({ ...s, distance: 0 }));
        return;
      }
      setState({ distance: 0, refreshing: true });
      void queryClient.refetchQueries({ type: 'active' }).finally(() => setState({ distance: 0, refreshing: false }));
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, [enabled, queryClient]);

  return state;
}
