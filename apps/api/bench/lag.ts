import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * Event-loop lag while a heavy request runs (issue 31: p99 under 50 ms). The API runs in this
 * process (harness.ts), so this loop's delay is the API's. Sampled every 10 ms (Node's default, as
 * GET /metrics does): a figure includes the 10 ms between samples, so an idle loop reads about 10.
 */
export interface Lag {
  name: string;
  seconds: number;
  p99: number;
  max: number;
}

export const LAG_TARGET_MS = 50;

/** Runs `fn` with the event loop's delay recorded; answers its result and the lag (ms) meanwhile. */
export async function withLag<T>(name: string, fn: () => Promise<T>): Promise<{ value: T; lag: Lag }> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  const started = performance.now();
  delay.enable();
  try {
    const value = await fn();
    delay.disable();
    const lag = {
      name,
      seconds: (performance.now() - started) / 1000,
      p99: delay.percentile(99) / 1e6,
      max: delay.max / 1e6,
    };
    return { value, lag };
  } finally {
    delay.disable();
  }
}

export const lagLine = (lag: Lag) =>
  `event-loop lag p99 ${lag.p99.toFixed(1)} ms, max ${lag.max.toFixed(1)} ms` +
  (lag.p99 < LAG_TARGET_MS ? '' : ` (over the ${LAG_TARGET_MS} ms target)`);

export function printLags(title: string, lags: Lag[]) {
  console.log(`\n${title}`);
  console.log(`| request | time s | event-loop lag p99 ms (target < ${LAG_TARGET_MS}) | max ms |`);
  console.log('|---|---:|---:|---:|');
  for (const l of lags)
    console.log(`| ${l.name} | ${l.seconds.toFixed(1)} | ${l.p99.toFixed(1)} | ${l.max.toFixed(1)} |`);
}
