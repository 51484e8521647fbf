import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testConfig } from '../../../../test/helpers';
import { portalDb } from '../backup-runs';
import { dailyBackupTick, dueDay, type BackupProblem } from '../daily-backup';

/** Cairo is UTC+2 in winter: 02:00 there is 00:00 UTC. Tests run in another zone (TZ), so no local clock slips in. */
const CAIRO = 'Africa/Cairo';
const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-daily-backup-'));
const config = { ...testConfig, backupDir, backupAt: '02:00', backupKeep: 2, timeZone: CAIRO };
afterAll(() => fs.rmSync(backupDir, { recursive: true, force: true }));
beforeEach(() => {
  for (const name of fs.readdirSync(backupDir)) fs.rmSync(path.join(backupDir, name), { recursive: true });
});

const archives = () => fs.readdirSync(backupDir).filter((name) => name.endsWith('.tar.gz'));

function tick(now: string, problems: BackupProblem[] = [], owner?: string) {
  return dailyBackupTick({
    db: portalDb(),
    config,
    now: new Date(now),
    owner,
    onProblem: (p) => void problems.push(p),
  });
}

describe('dueDay', () => {
  it.each([
    ['2026-12-03T21:30:00Z', '2026-12-03'], // 23:30 in Cairo on the 3rd
    ['2026-12-03T23:59:00Z', '2026-12-03'], // 01:59 in Cairo on the 4th: the 4th's 02:00 is still ahead
    ['2026-12-04T00:00:00Z', '2026-12-04'], // 02:00 in Cairo on the 4th
  ])('at %s the last day whose 02:00 has passed in Cairo is %s', (now, day) => {
    expect(dueDay(new Date(now), '02:00', CAIRO)).toBe(day);
  });
});

describe('dailyBackupTick', () => {
  it('does not back up on first sight, then once at the next BACKUP_AT, once across instances', async () => {
    await tick('2026-12-03T10:00:00Z');
    expect(archives()).toEqual([]);
    await tick('2026-12-03T23:59:00Z');
    expect(archives()).toEqual([]);

    await Promise.all([tick('2026-12-04T00:01:00Z', [], 'a'), tick('2026-12-04T00:01:00Z', [], 'b')]);
    expect(archives()).toHaveLength(1);
    await tick('2026-12-04T12:00:00Z');
    expect(archives()).toHaveLength(1);
    await tick('2026-12-05T00:00:00Z');
    expect(archives()).toHaveLength(2);
  });

  it('takes over a day whose claim expired (its instance died mid-backup)', async () => {
    await tick('2026-12-03T10:00:00Z');
    const db = portalDb();
    await db
      .collection('backup_schedule')
      .updateOne(
        { _id: 'daily' as never },
        { $set: { day: '2026-12-04', done: false, expiresAt: new Date('2026-12-04T00:30:00Z') } },
      );
    await tick('2026-12-04T00:20:00Z');
    expect(archives()).toHaveLength(0);
    await tick('2026-12-04T00:31:00Z');
    expect(archives()).toHaveLength(1);
  });

  it('tells of a failed backup, and once of none for 36 hours', async () => {
    const problems: BackupProblem[] = [];
    await tick('2026-12-03T10:00:00Z', problems);
    const unwritable = { ...config, backupDir: path.join(backupDir, 'a-file') };
    fs.writeFileSync(unwritable.backupDir, 'not a folder');
    await dailyBackupTick({
      db: portalDb(),
      config: unwritable,
      now: new Date('2026-12-04T00:01:00Z'),
      onProblem: (p) => void problems.push(p),
    });
    expect(problems).toEqual([{ kind: 'failed', message: expect.any(String) }]);

    await tick('2026-12-04T21:59:00Z', problems); // 36 hours after first sight, less a minute
    expect(problems).toHaveLength(1);
    await tick('2026-12-04T22:01:00Z', problems);
    await tick('2026-12-04T22:02:00Z', problems);
    expect(problems.slice(1)).toEqual([{ kind: 'overdue', since: new Date('2026-12-03T10:00:00Z') }]);
  });
});
