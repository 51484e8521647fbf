import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const apiRoot = path.resolve(__dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Bundles the API exactly as `npm run build` does (dist/server.js is what `npm start` runs). */
export function buildApi() {
  const result = spawnSync(process.execPath, [path.join(apiRoot, 'scripts', 'build.mjs')], {
    cwd: apiRoot,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`API build failed: ${result.stderr}`);
}

export interface PortalProcess {
  child: ChildProcess;
  url: string;
  stop: () => Promise<number | null>;
}

/**
 * The real server process on an embedded database under `dataDir`: from the bundle `npm start`
 * runs (`built`), or from the TypeScript sources.
 */
export async function startPortal(
  from: 'built' | 'source',
  env: Record<string, string>,
  /** `detached`: the server leads a process group of its own, as `npm start` in a terminal does (a Ctrl-C signals the group). */
  { detached = false }: { detached?: boolean } = {},
): Promise<PortalProcess> {
  const port = await freePort();
  const args =
    from === 'built'
      ? ['--enable-source-maps', path.join(apiRoot, 'dist', 'server.js')]
      : [require.resolve('tsx/cli'), path.join(apiRoot, 'src', 'server.ts')];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', MONGO_URL: '', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached,
  });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += String(d)));
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${stderr}`);
    const ok = await fetch(`${url}/api/health/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { child, url, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${stderr}`);
}

export async function signIn(url: string, email: string, password: string) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, body: (await res.json()) as { token: string; user: { _id: string } } };
}

/** The live processes `pid` started, and theirs (Linux: read from /proc; elsewhere none are found). */
export function descendantsOf(pid: number): { pid: number; command: string }[] {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const children = new Map<number, { pid: number; command: string }[]>();
  for (const entry of entries) {
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const [state, ppid] = stat.slice(close + 2).split(' ');
      if (state === 'Z') continue; // exited, waiting to be reaped
      const command = stat.slice(stat.indexOf('(') + 1, close);
      const list = children.get(Number(ppid)) ?? [];
      list.push({ pid: Number(entry), command });
      children.set(Number(ppid), list);
    } catch {
      // gone meanwhile
    }
  }
  const found: { pid: number; command: string }[] = [];
  const walk = (parent: number) => {
    for (const child of children.get(parent) ?? []) {
      found.push(child);
      walk(child.pid);
    }
  };
  walk(pid);
  return found;
}

/**
 * Loads the demo agency into `dataDir`'s embedded database the one way it can be: a development
 * start (production never seeds it). A production start on that folder then finds its users there.
 */
export async function seedDemoInto(dataDir: string) {
  const seeding = await startPortal('built', { DATA_DIR: dataDir, NODE_ENV: 'development', SEED_DEMO: 'true' });
  await seeding.stop();
}

/** The first CEO of a production test portal: a strong password of its own, as a real agency sets. */
export const TEST_OWNER = { email: 'owner@example.com', password: 'Correct-Horse-Battery-9' };

/** The built portal as deployed for real: production, `dataDir` empty, its first CEO TEST_OWNER. */
export const productionEnv = (dataDir: string, extra: Record<string, string> = {}) => ({
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  JWT_SECRET: 'a-test-secret-of-enough-length',
  ADMIN_EMAIL: TEST_OWNER.email,
  ADMIN_PASSWORD: TEST_OWNER.password,
  WEB_DIST: path.join(dataDir, 'no-web'),
  ...extra,
});
