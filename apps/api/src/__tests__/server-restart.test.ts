import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signIn, startPortal } from '../../test/server-process';

describe('the portal server', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-restart-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps its data across a restart and drains cleanly on SIGTERM', async () => {
    const first = await startPortal('source', { DATA_DIR: dataDir });
    const { body } = await signIn(first.url, 'ceo@agency.test', 'ceo12345');
    const created = await fetch(`${first.url}/api/teams`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${body.token}` },
      body: JSON.stringify({ name: 'Survives Restart' }),
    });
    expect(created.status).toBe(201);
    expect(await first.stop()).toBe(0);

    const second = await startPortal('source', { DATA_DIR: dataDir });
    try {
      // The same token still works: the dev JWT secret is kept under DATA_DIR too.
      const teams = await fetch(`${second.url}/api/teams`, {
        headers: { Authorization: `Bearer ${body.token}` },
      });
      const names = ((await teams.json()) as { name: string }[]).map((t) => t.name);
      expect(names).toContain('Survives Restart');
      expect(names).toContain('Cairo Sales'); // seeded once, not twice
      expect(names.filter((n) => n === 'Cairo Sales')).toHaveLength(1);
    } finally {
      expect(await second.stop()).toBe(0);
    }
  }, 120_000);
});
