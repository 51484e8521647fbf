#!/usr/bin/env node
// `npm start`: builds the portal when the build is missing or older than its sources, then serves
// the SPA and the API on one port (PORT, default 4000) with an embedded database under DATA_DIR.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = ['apps/web/dist/index.html', 'apps/api/dist/server.js'].map((p) => path.join(root, p));
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/api/src',
  'apps/api/package.json',
  'packages/contracts/src',
  'packages/devdb/src',
  'package-lock.json',
].map((p) => path.join(root, p));

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = Math.min(...outputs.map((f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0)));
const changedAt = Math.max(...sources.map(newestMtime));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(
    builtAt === 0 ? 'Building the portal (first run)...' : 'Sources changed since the last build; rebuilding...',
  );
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/*
 * Stopping. `npm start` is npm -> sh -c -> this script -> node server.js (-> the embedded database, in
 * a process group of its own). The server drains (requests and imports in flight finish), then stops
 * the database, then exits; this script exits with it. So:
 * - Ctrl-C: the terminal signals the whole group; the server drains while this script waits for it.
 * - SIGTERM/SIGINT/SIGHUP to this script: passed on to the server.
 * - SIGTERM to npm alone: npm passes it to `sh`, which dies without passing it on; this script sees
 *   its parent gone (it polls) and stops the server as if it had been signalled.
 * - This script killed outright: the server sees its IPC channel close and stops itself.
 */
const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
const stopServer = (signal) => {
  if (server.exitCode === null && server.signalCode === null) server.kill(signal);
};
process.on('SIGINT', () => stopServer('SIGINT'));
process.on('SIGTERM', () => stopServer('SIGTERM'));
process.on('SIGHUP', () => stopServer('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

const parent = process.ppid;
/** This process's parent now: /proc on Linux (a dead parent may linger as a zombie), else whether it lives. */
function parentAlive() {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent;
  } catch {
    try {
      process.kill(parent, 0);
      return true;
    } catch (error) {
      return error.code === 'EPERM';
    }
  }
}
const parentWatch = setInterval(() => {
  if (parentAlive()) return;
  clearInterval(parentWatch);
  stopServer('SIGTERM');
}, 500);
parentWatch.unref();
