import fs from 'node:fs';

/**
 * How long this thread has waited for a core, from the kernel's scheduler statistics (Linux:
 * /proc/thread-self/schedstat, its second field, in ns). The kernel adds a wait when the thread
 * gets its core back, so a reading taken on the thread counts every wait before it exactly.
 * On a machine whose two cores the database engine (a JVM scanning 100k leads) shares with the
 * API, the API's thread waits milliseconds for a core within a request: wall time that is not the
 * API's work. Null where the file does not exist (not Linux).
 */
function openSchedstat(): number | null {
  try {
    return fs.openSync('/proc/thread-self/schedstat', 'r');
  } catch {
    return null;
  }
}

const fd = openSchedstat();
const buffer = Buffer.alloc(96);

/** Milliseconds this thread has waited for a core so far, or null where the kernel does not say. */
export function coreWaitMs(): number | null {
  if (fd === null) return null;
  const length = fs.readSync(fd, buffer, 0, buffer.length, 0);
  const waitedNs = Number(buffer.toString('latin1', 0, length).split(' ')[1]);
  return Number.isFinite(waitedNs) ? waitedNs / 1e6 : null;
}

/** A moment of a request: when (performance.now()) and how long the thread had waited for a core by then. */
export interface WaitReading {
  at: number;
  waitedMs: number | null;
}

export const readingNow = (): WaitReading => ({ at: performance.now(), waitedMs: coreWaitMs() });

/**
 * The time the thread waited for a core between `from` and `to` outside the database's spans:
 * `readings` are taken at every span's start and end (and at from and to), so each wait falls
 * between two consecutive readings, wholly inside a span or wholly outside all of them.
 */
export function coreWaitOutside(
  spans: [number, number][],
  from: WaitReading,
  to: WaitReading,
  readings: WaitReading[],
): number | null {
  const all = [from, ...readings.filter((r) => r.at > from.at && r.at < to.at), to].sort((a, b) => a.at - b.at);
  if (all.some((r) => r.waitedMs === null)) return null;
  let outside = 0;
  for (let i = 1; i < all.length; i++) {
    const middle = (all[i - 1]!.at + all[i]!.at) / 2;
    if (!spans.some(([start, end]) => middle >= start && middle <= end))
      outside += all[i]!.waitedMs! - all[i - 1]!.waitedMs!;
  }
  return outside;
}
