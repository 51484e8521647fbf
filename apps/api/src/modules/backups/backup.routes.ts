import type { contract } from '@crm/contracts';
import type { RouteModule } from '../../core/route-module';
import { AppError } from '../../errors/app-error';
import { backupStatus, latestBackup, portalDb as database } from './backup-runs';
import { watchingSince } from './daily-backup';

/** The CEO's view of the backups in Settings, and the newest one to download. */
export const backupRoutes: RouteModule<typeof contract.backups> = ({ config }) => ({
  status: async () =>
    backupStatus(database(), {
      backupDir: config.backupDir,
      dailyAt: config.backupAt,
      keep: config.backupKeep,
      watchingSince: await watchingSince(database()),
    }),
  downloadLatest: async () => {
    const latest = await latestBackup(database(), config.backupDir);
    if (!latest) throw new AppError('NOT_FOUND', 'There is no backup yet');
    return {
      file: { path: latest.file },
      filename: latest.fileName ?? 'backup.tar.gz',
      contentType: 'application/gzip',
    };
  },
});
