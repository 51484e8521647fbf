import fs from 'node:fs';
import type { ChildProcess } from 'node:child_process';

/**
 * Kills `child` when this Node process exits normally. (A SIGKILLed parent runs no handlers: the
 * launcher covers that by exiting on stdin EOF. Under jest `process` is a sandbox copy whose 'exit'
 * never fires, so there too the stdin watch is what ends the JVM.)
 */
export function killOnExit(child: ChildProcess): void {
  // 'exit' handlers must be synchronous: sending the signal is. SIGTERM lets H2 close its file.
  const onExit = () => child.kill('SIGTERM');
  process.on('exit', onExit);
  child.once('exit', () => process.off('exit', onExit));
}

export function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** SIGTERM, wait up to `graceMs` for the exit, then SIGKILL and wait for that. */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (hasExited(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(true), graceMs);
  });
  const late = await Promise.race([exited.then(() => false), timedOut]);
  clearTimeout(timer);
  if (late) {
    child.kill('SIGKILL');
    await exited;
  }
}

/** Whether a process still runs (a zombie waiting to be reaped does not count: some containers never reap one). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true; // no /proc (macOS): trust kill(0)
  }
}

/** Waits until `pid` is gone; false when it still runs after `timeoutMs`. */
export async function waitUntilProcessGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isProcessAlive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}
