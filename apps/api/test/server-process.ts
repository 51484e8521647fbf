import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
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
export async function startPortal(from: 'built' | 'source', env: Record<string, string>): Promise<PortalProcess> {
  const port = await freePort();
  const args =
    from === 'built'
      ? ['--enable-source-maps', path.join(apiRoot, 'dist', 'server.js')]
      : [require.resolve('tsx/cli'), path.join(apiRoot, 'src', 'server.ts')];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', MONGO_URL: '', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
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
    const ok = await fetch(`${url}/api/health`)
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
