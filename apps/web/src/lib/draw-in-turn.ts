import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { whenIdle } from './lazy-with-preload';

/*
 * Heavy parts drawn one at a time, each in an idle moment of its own: the dashboard's charts once
 * came in together, one long task of all their first renders (and recharts' set-up) that a tap
 * had to wait behind. The next part's turn comes after the previous one has drawn (or left).
 */
interface Turn {
  state: 'waiting' | 'scheduled' | 'granted' | 'done';
  start: () => void;
}
const queue: Turn[] = [];
let current: Turn | null = null;

function grantNext() {
  if (current) return;
  const turn = queue.shift();
  if (!turn) return;
  current = turn;
  turn.state = 'scheduled';
  whenIdle(() => {
    if (turn.state !== 'scheduled') return;
    turn.state = 'granted';
    turn.start();
  });
}

/** Queues `start` for its turn; returns `release`, called once the part has drawn (or is gone). */
export function waitForTurn(start: () => void): () => void {
  const turn: Turn = { state: 'waiting', start };
  queue.push(turn);
  grantNext();
  return () => {
    if (turn.state === 'done') return;
    if (turn.state === 'waiting') queue.splice(queue.indexOf(turn), 1);
    turn.state = 'done';
    if (current === turn) {
      current = null;
      grantNext();
    }
  };
}

/**
 * `[drawNow, drawn]`: once `wanted`, `drawNow` turns true (in a transition) when this part's turn
 * comes; call `drawn` after it has rendered (an effect inside it) to give the next part its turn.
 */
export function useDrawInTurn(wanted: boolean) {
  const [drawNow, setDrawNow] = useState(false);
  const release = useRef<() => void>(() => {});
  useEffect(() => {
    if (!wanted) return;
    const done = waitForTurn(() => startTransition(() => setDrawNow(true)));
    release.current = done;
    return done;
  }, [wanted]);
  const drawn = useCallback(() => release.current(), []);
  return [drawNow, drawn] as const;
}
