import { startTransition, useEffect, useState } from 'react';
import { whenRequestsGo } from './api-fetch';
import { whenIdle } from './lazy-with-preload';

/**
 * False until the first screen has painted (as the browser reports it: api-fetch.ts releases its
 * calls then) and the browser is idle after it, then true inside a transition: what waits for it
 * (the dashboard's charts and their library) loads and renders after the screen's first content,
 * in time slices that leave input responsive. An idle moment alone can come before that paint.
 */
export function useAfterFirstPaint(timeoutMs = 1500) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancelIdle = () => {};
    let live = true;
    void whenRequestsGo().then(() => {
      if (live) cancelIdle = whenIdle(() => startTransition(() => setReady(true)), timeoutMs);
    });
    return () => {
      live = false;
      cancelIdle();
    };
  }, [timeoutMs]);
  return ready;
}
