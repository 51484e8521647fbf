// The built portal with the demo agency, started as production serves it: what `npm run lighthouse`
// and `npm run perf:check` measure.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const DEMO_LOGINS = {
  Manager: { email: 'manager@agency.test', password: 'manager123' },
  Agent: { email: 'agent@agency.test', password: 'agent123' },
};

const START_LIMIT_MS = 300_000;

const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const answersOk = (url) =>
  fetch(url).then(
    (r) => (r.status === 404 ? null : r.ok),
    () => false,
  );
/** Ready to serve (an older release, measured for comparison, has only the liveness route). */
const isReady = async (base) => (await answersOk(`${base}/api/health/ready`)) ?? (await answersOk(`${base}/api/health`));

/** The built server of the checkout at `root` on `dataDir`; `stop()` resolves once it has exited. */
async function spawnPortal(root, dataDir, env) {
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 500) {
    if (server.exitCode !== null) throw new Error('the portal exited at start');
    // Seeding the demo on a busy machine can take minutes.
    if (waited > START_LIMIT_MS) {
      server.kill('SIGTERM');
      throw new Error(`the portal did not become healthy in ${START_LIMIT_MS / 1000} s`);
    }
    if (await isReady(base)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const exited = new Promise((resolve) => server.once('exit', resolve));
  return {
    base,
    stop: () => {
      server.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * The demo agency on a fresh database, served in production mode: production never loads the demo
 * (its logins are published), so a development start seeds the folder first, then the production
 * one serves it. `stop()` ends the server and removes its data.
 */
export async function startDemoPortal(root) {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) throw new Error('build first: npm run build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-lighthouse-'));
  const seeding = await spawnPortal(root, dataDir, { NODE_ENV: 'development', SEED_DEMO: 'true' });
  await seeding.stop();
  const portal = await spawnPortal(root, dataDir, {
    NODE_ENV: 'production',
    JWT_SECRET: 'lighthouse-run-secret-that-is-long-enough-for-production',
  });
  return {
    base: portal.base,
    stop: async () => {
      await portal.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
