import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findJava } from '../engines';

export { isProcessAlive as isAlive, waitUntilProcessGone as waitUntilGone } from '../child';

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Runs `body` with some env vars set (undefined = deleted), restoring them afterwards. */
export async function withEnv<T>(vars: Record<string, string | undefined>, body: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(values)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
  apply(vars);
  try {
    return await body();
  } finally {
    apply(saved);
  }
}

/** A log callback that keeps the lines, for assertions. */
export function collectLog(): { lines: string[]; log: (line: string) => void } {
  const lines: string[] = [];
  return { lines, log: (line) => lines.push(line) };
}

/**
 * A test of the mongo-java-server path. Without Java it is skipped with the reason in its name;
 * under CI it always runs, so a machine that lost its Java fails instead of passing quietly.
 */
export function itWithJava(name: string, fn: jest.ProvidesCallback, timeout?: number) {
  if (findJava() || process.env.CI) it(name, fn, timeout);
  else it.skip(`${name} (skipped: no Java 17 on this machine)`, fn, timeout);
}
