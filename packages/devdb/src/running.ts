import fs from 'node:fs';
import path from 'node:path';

/**
 * A persistent database's address, written in its data folder while it runs, so that a second
 * process on the same DATA_DIR (`npm run backup` beside the portal) can connect to it instead of
 * starting another server on files the first one holds. `owner` is the process that started it.
 */
interface RunningFile {
  uri: string;
  owner: number;
}

const fileIn = (dir: string) => path.join(dir, 'running.json');

export function writeRunningFile(dir: string, uri: string): () => void {
  const file = fileIn(dir);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ uri, owner: process.pid } satisfies RunningFile));
  return () => fs.rmSync(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The connection string of the persistent database running on `dir`, if one does (a file left by a dead process is ignored). */
export function readRunningFile(dir: string): string | undefined {
  let running: RunningFile;
  try {
    running = JSON.parse(fs.readFileSync(fileIn(dir), 'utf8')) as RunningFile;
  } catch {
    return undefined;
  }
  return isAlive(running.owner) ? running.uri : undefined;
}
