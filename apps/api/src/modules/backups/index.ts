// Backups: the whole database (mongodump's layout) and the photos kept on disk in one .tar.gz,
// taken by `npm run backup` or daily in production, and loaded back by `npm run restore`.
export { createBackup, restoreBackup } from './backup-file';
export { openPortalDatabase } from './backup-database';
export { isEmptyDatabase, dropAllCollections, readableSize } from './backup-checks';
export { takeBackup } from './take-backup';
export { startDailyBackups, type BackupProblem } from './daily-backup';
export { backupRoutes } from './backup.routes';
