import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { contract } from '@crm/contracts';
import { createApp } from '../../../app';
import { createLogger } from '../../../lib/logger';
import { oneOfEachRole, requestAs, testConfig } from '../../../../test/helpers';
import { asBuffer } from '../../../../test/sheet-download';
import { parseAnswer } from '../../../../test/strict';
import { takeBackup } from '..';
import { portalDb, recordBackupRun } from '../backup-runs';

const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-backups-api-'));
const config = { ...testConfig, backupDir, backupAt: '02:00', backupKeep: 14 };
const app = createApp({ config, logger: createLogger('silent') });

beforeEach(() => {
  for (const name of fs.readdirSync(backupDir)) fs.rmSync(path.join(backupDir, name), { recursive: true });
});
afterAll(() => fs.rmSync(backupDir, { recursive: true, force: true }));

const HOUR = 60 * 60 * 1000;

async function statusAs(user: { _id: unknown }) {
  const res = await requestAs(app, user).get('/api/backups/status').expect(200);
  return parseAnswer(contract.backups.status, res.body);
}

describe('GET /api/backups/status', () => {
  it('tells the CEO there is no backup yet, and the schedule', async () => {
    const { CEO } = await oneOfEachRole();
    expect(await statusAs(CEO)).toEqual({
      lastBackup: null,
      lastFailure: null,
      dailyAt: '02:00',
      keep: 14,
      overdue: false,
    });
  });

  it("shows the last backup's time and size, and a failure only when it came after the last success", async () => {
    const { CEO } = await oneOfEachRole();
    await recordBackupRun(portalDb(), {
      trigger: 'daily',
      ok: false,
      at: new Date(Date.now() - HOUR),
      error: 'disk full',
    });
    const backup = await takeBackup(portalDb(), config, 'manual');
    const after = await statusAs(CEO);
    expect(after.lastBackup).toEqual({
      at: backup.createdAt.toISOString(),
      size: fs.statSync(backup.file).size,
      fileName: path.basename(backup.file),
    });
    expect(after.lastFailure).toBeNull();

    const failedAt = new Date(Date.now() + 1000);
    await recordBackupRun(portalDb(), { trigger: 'daily', ok: false, at: failedAt, error: 'disk full' });
    expect((await statusAs(CEO)).lastFailure).toEqual({ at: failedAt.toISOString(), message: 'disk full' });
  });

  it('says a backup is overdue when none succeeded for 36 hours of watching', async () => {
    const { CEO } = await oneOfEachRole();
    await portalDb()
      .collection('backup_schedule')
      .insertOne({ _id: 'daily' as never, day: '2026-01-01', done: true, since: new Date(Date.now() - 37 * HOUR) });
    expect((await statusAs(CEO)).overdue).toBe(true);
    await recordBackupRun(portalDb(), { trigger: 'daily', ok: true, at: new Date(Date.now() - 35 * HOUR) });
    expect((await statusAs(CEO)).overdue).toBe(false);
  });

  it('is refused to everyone but the CEO, and without a session', async () => {
    const people = await oneOfEachRole();
    for (const role of ['Admin', 'Manager', 'Supervisor', 'Agent'] as const)
      expect({ role, status: (await requestAs(app, people[role]).get('/api/backups/status')).status }).toEqual({
        role,
        status: 403,
      });
    expect((await request(app).get('/api/backups/status')).status).toBe(401);
  });
});

describe('GET /api/backups/latest', () => {
  it('answers 404 before any backup, then the newest backup file as it is on disk', async () => {
    const { CEO } = await oneOfEachRole();
    expect((await requestAs(app, CEO).get('/api/backups/latest')).status).toBe(404);
    await takeBackup(portalDb(), config, 'manual');
    const newest = await takeBackup(portalDb(), config, 'manual');
    const res = await asBuffer(requestAs(app, CEO).get('/api/backups/latest')).expect(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${path.basename(newest.file)}"`);
    expect(Buffer.compare(res.body as Buffer, fs.readFileSync(newest.file))).toBe(0);
  });

  it('answers 404 when the recorded backup file is gone from BACKUP_DIR', async () => {
    const { CEO } = await oneOfEachRole();
    const backup = await takeBackup(portalDb(), config, 'manual');
    fs.rmSync(backup.file);
    expect((await requestAs(app, CEO).get('/api/backups/latest')).status).toBe(404);
    expect((await statusAs(CEO)).lastBackup).toBeNull();
  });

  it('is refused to everyone but the CEO, and without a session', async () => {
    const people = await oneOfEachRole();
    await takeBackup(portalDb(), config, 'manual');
    for (const role of ['Admin', 'Manager', 'Supervisor', 'Agent'] as const)
      expect({ role, status: (await requestAs(app, people[role]).get('/api/backups/latest')).status }).toEqual({
        role,
        status: 403,
      });
    expect((await request(app).get('/api/backups/latest')).status).toBe(401);
  });
});

describe('BACKUP_COPY_DIR', () => {
  it('receives a copy of each backup, keeping the newest BACKUP_KEEP; a copy that fails fails the backup', async () => {
    const copyDir = path.join(backupDir, 'second-disk');
    const copying = { ...config, backupCopyDir: copyDir, backupKeep: 2 };
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await takeBackup(portalDb(), copying, 'manual'));
    expect(fs.readdirSync(copyDir).sort()).toEqual(made.slice(1).map((b) => path.basename(b.file)));
    const newest = made[2]!;
    expect(
      Buffer.compare(fs.readFileSync(path.join(copyDir, path.basename(newest.file))), fs.readFileSync(newest.file)),
    ).toBe(0);

    const blocked = path.join(backupDir, 'not-a-folder');
    fs.writeFileSync(blocked, 'a file where the copy folder should be');
    await expect(takeBackup(portalDb(), { ...copying, backupCopyDir: blocked }, 'manual')).rejects.toThrow(
      /copy to BACKUP_COPY_DIR failed/,
    );
  });
});
