import path from 'node:path';
import type { Db } from 'mongodb';
import type { Config } from '../../config/env';
import { copyBackup, createBackup, type BackupFile } from './backup-file';
import { recordBackupRun, type BackupRun } from './backup-runs';

type BackupConfig = Pick<Config, 'backupDir' | 'backupKeep' | 'backupCopyDir' | 'uploadDir' | 'uploadStorage'>;

/**
 * A backup as the portal's settings say (BACKUP_DIR, BACKUP_KEEP, photos on disk, a copy in
 * BACKUP_COPY_DIR), recorded whether it worked or not: a backup whose copy failed counts as failed.
 */
export async function takeBackup(db: Db, config: BackupConfig, trigger: BackupRun['trigger']): Promise<BackupFile> {
  try {
    const backup = await createBackup({
      db,
      backupDir: config.backupDir,
      uploadDir: config.uploadStorage === 'disk' ? config.uploadDir : undefined,
      keep: config.backupKeep,
    });
    if (config.backupCopyDir)
      await copyBackup(backup.file, config.backupCopyDir, config.backupKeep).catch((error: unknown) => {
        throw new Error(
          `the copy to BACKUP_COPY_DIR failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
    await recordBackupRun(db, {
      trigger,
      ok: true,
      at: backup.createdAt,
      fileName: path.basename(backup.file),
      size: backup.size,
    });
    return backup;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordBackupRun(db, { trigger, ok: false, at: new Date(), error: message }).catch(() => undefined);
    throw error;
  }
}
