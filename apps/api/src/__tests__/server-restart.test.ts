import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The real server process, as `npm start` runs it, on an embedded database under DATA_DIR. */
const serverEntry = path.resolve(__dirname, '..', 'server.ts');
const tsx = require.resolve('tsx/cli');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, [tsx, serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      MONGO_URL: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += String(d)));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${stderr}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${stderr}`);
}

function stopServer(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

async function login(port: number, email: string, password: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, body: (await res.json()) as { token: string } };
}

describe('the portal server', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-restart-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps its data across a restart and drains cleanly on SIGTERM', async () => {
    const port = await freePort();
    const first = await startServer(dataDir, port);
    const { body } = await login(port, 'ceo@agency.test', 'ceo12345');
    const created = await fetch(`http://127.0.0.1:${port}/api/teams`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${body.token}` },
      body: JSON.stringify({ name: 'Survives Restart' }),
    });
    expect(created.status).toBe(201);
    expect(await stopServer(first)).toBe(0);

    const second = await startServer(dataDir, port);
    try {
      // The same token still works: the dev JWT secret is kept under DATA_DIR too.
      const teams = await fetch(`http://127.0.0.1:${port}/api/teams`, {
        headers: { Authorization: `Bearer ${body.token}` },
      });
      const names = ((await teams.json()) as { name: string }[]).map((t) => t.name);
      expect(names).toContain('Survives Restart');
      expect(names).toContain('Cairo Sales'); // seeded once, not twice
      expect(names.filter((n) => n === 'Cairo Sales')).toHaveLength(1);
    } finally {
      expect(await stopServer(second)).toBe(0);
    }
  }, 120_000);
});
