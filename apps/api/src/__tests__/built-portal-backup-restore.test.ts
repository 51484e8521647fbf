import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildApi,
  productionEnv,
  signIn,
  startPortal,
  TEST_OWNER,
  type PortalProcess,
} from '../../test/server-process';

/**
 * The restore drill of issue 50, on the bundle `npm start` runs in production: leads made through
 * the API, `npm run backup` beside the running portal, the portal stopped and its DATA_DIR removed,
 * `npm run restore`, and a new start where the CEO signs in with the same password and finds the
 * same leads.
 */
const dist = path.resolve(__dirname, '../../dist');

/** Runs a bundled script (`npm run backup` = node dist/backup.js) to its exit. */
function runScript(name: 'backup' | 'restore', env: Record<string, string>, args: string[] = []) {
  const result = spawnSync(process.execPath, [path.join(dist, `${name}.js`), ...args], {
    env: { ...process.env, MONGO_URL: '', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, stdout: result.stdout, output: `${result.stdout}${result.stderr}` };
}

async function leadsSeenBy(url: string, token: string) {
  const res = await fetch(`${url}/api/leads?limit=100`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  const page = (await res.json()) as { items: { _id: string; name: string; phone?: string }[] };
  return page.items.map(({ _id, name, phone }) => ({ _id, name, phone })).sort((a, b) => a._id.localeCompare(b._id));
}

/** The names inside a .tar.gz, as the system's `tar` lists them (the archive opens with the usual tools). */
function namesIn(archive: string): string[] {
  const listed = spawnSync('tar', ['tzf', archive], { encoding: 'utf8' });
  expect(listed.status).toBe(0);
  return listed.stdout.split('\n').filter(Boolean);
}

describe('backup and restore drill (built portal, production)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-drill-data-'));
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-drill-backups-'));
  const env = { ...productionEnv(dataDir), BACKUP_DIR: backupDir, LOG_LEVEL: 'warn' };
  let portal: PortalProcess | undefined;

  beforeAll(() => buildApi(), 120_000);
  afterAll(async () => {
    await portal?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(backupDir, { recursive: true, force: true });
  });

  it('a backup taken while the portal runs restores into an empty DATA_DIR with the same sign-in and leads', async () => {
    portal = await startPortal('built', env);
    const owner = await signIn(portal.url, TEST_OWNER.email, TEST_OWNER.password);
    expect(owner.status).toBe(200);
    for (const [name, phone] of [
      ['Mona Adel', '01001234567'],
      ['منى عادل', '01112345678'],
    ] as const) {
      const created = await fetch(`${portal.url}/api/leads`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${owner.body.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name, phone }),
      });
      expect(created.status).toBe(201);
    }
    const before = await leadsSeenBy(portal.url, owner.body.token);
    expect(before.map((lead) => lead.name).sort()).toEqual(['Mona Adel', 'منى عادل']);

    const backup = runScript('backup', env);
    expect({ code: backup.code, output: backup.output }).toEqual({ code: 0, output: expect.any(String) });
    const archives = fs.readdirSync(backupDir).filter((name) => name.endsWith('.tar.gz'));
    expect(archives).toHaveLength(1);
    const archive = path.join(backupDir, archives[0] as string);
    expect(backup.stdout).toContain(archive);
    expect(backup.stdout).toMatch(/\(\d+(\.\d)? (bytes|KB|MB)\)/);
    expect(namesIn(archive)).toEqual(
      expect.arrayContaining([
        'dump/agency_crm/leads.bson',
        'dump/agency_crm/leads.metadata.json',
        'dump/agency_crm/users.bson',
      ]),
    );

    const whileRunning = runScript('restore', env, [archive]);
    expect({ code: whileRunning.code, refused: /stop it first/.test(whileRunning.output) }).toEqual({
      code: 1,
      refused: true,
    });

    expect(await portal.stop()).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
    const restore = runScript('restore', env, [archive]);
    expect({ code: restore.code, output: restore.output }).toEqual({
      code: 0,
      output: expect.stringContaining('Restored'),
    });

    portal = await startPortal('built', env);
    const again = await signIn(portal.url, TEST_OWNER.email, TEST_OWNER.password);
    expect(again.status).toBe(200);
    expect(await leadsSeenBy(portal.url, again.body.token)).toEqual(before);
  }, 300_000);

  it('refuses to restore over data unless told --replace, and then first backs up what it replaces', async () => {
    await portal?.stop();
    const [archive] = fs.readdirSync(backupDir).filter((name) => name.startsWith('agency-crm-backup-'));
    const file = path.join(backupDir, archive as string);

    const refused = runScript('restore', env, [file]);
    expect({ code: refused.code, says: /already holds data.*--replace/.test(refused.output) }).toEqual({
      code: 1,
      says: true,
    });

    const replaced = runScript('restore', env, [file, '--replace']);
    expect({ code: replaced.code, output: replaced.output }).toEqual({
      code: 0,
      output: expect.stringContaining('Restored'),
    });
    const kept = fs.readdirSync(backupDir).filter((name) => name.startsWith('agency-crm-before-restore-'));
    expect(kept).toHaveLength(1);
    expect(namesIn(path.join(backupDir, kept[0] as string))).toContain('dump/agency_crm/leads.bson');
  }, 300_000);
});
