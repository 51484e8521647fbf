import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BackupStatus } from '@crm/contracts';
import { setLanguage } from '../../../../lib/i18n';
import { makeUser } from '../../../../test/fixtures';
import { renderSignedIn } from '../../../../test/signed-in-app';

const ceo = makeUser({ role: 'CEO', name: 'Mona CEO' });

const status = (overrides: Partial<BackupStatus> = {}): BackupStatus => ({
  lastBackup: {
    at: '2026-12-03T00:00:05.000Z',
    size: 186_880,
    fileName: 'agency-crm-backup-2026-12-03T00-00-00-000Z.tar.gz',
  },
  lastFailure: null,
  dailyAt: '02:00',
  keep: 14,
  overdue: false,
  ...overrides,
});

function openSettings(answer: BackupStatus, user = ceo) {
  return renderSignedIn(user, {
    path: '/settings',
    answers: (request) => {
      const { pathname } = new URL(request.url, 'http://x');
      if (pathname === '/api/backups/status') return { body: answer };
      if (pathname === '/api/backups/latest') return { body: 'archive bytes' };
      return undefined;
    },
  });
}

describe('Settings: backups', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:backup');
    URL.revokeObjectURL = vi.fn();
  });

  it("shows the CEO the schedule and the last backup's time (agency clock) and size, and downloads it", async () => {
    const { calls } = openSettings(status());
    const card = within((await screen.findByText(/Last backup:/)).closest('section, div')!);
    expect(card.getByText('Last backup: Dec 3, 2026, 2:00 AM (182.5 KB)')).toBeInTheDocument();
    expect(
      screen.getByText('A backup is taken every day at 02:00 (agency time); the last 14 are kept.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Download the last backup' }));
    expect(calls.some((c) => c.url === '/api/backups/latest')).toBe(true);
  });

  it('says when none was taken yet, when the last failed, and when one is overdue; no download then', async () => {
    openSettings(
      status({
        lastBackup: null,
        lastFailure: { at: '2026-12-03T00:00:09.000Z', message: 'ENOSPC: no space left on device' },
        overdue: true,
      }),
    );
    expect(await screen.findByText('No backup has been taken yet.')).toBeInTheDocument();
    expect(
      screen.getByText('The last backup failed (Dec 3, 2026, 2:00 AM): ENOSPC: no space left on device'),
    ).toBeInTheDocument();
    expect(screen.getByText(/No backup has succeeded for more than 36 hours/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download the last backup' })).not.toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    await setLanguage('ar');
    openSettings(status({ lastBackup: null }));
    expect(await screen.findByText('لم تُؤخذ أي نسخة احتياطية بعد.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'الإعدادات' })).toBeInTheDocument();
  });

  it.each(['Admin', 'Manager', 'Supervisor', 'Agent'] as const)('is not open to a %s', async (role) => {
    const { calls } = openSettings(status(), makeUser({ role }));
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Settings');
    expect(calls.some((c) => c.url.startsWith('/api/backups'))).toBe(false);
  });
});
