import { z } from 'zod';
import { defineRoute, FILE_RESPONSE } from '../common/route';
import { isoDate } from '../common/primitives';
import { rolesFor } from '../auth/policies';

/** How long without a backup before the CEO is told (the daily one missed a day and a half). */
export const BACKUP_OVERDUE_HOURS = 36;

/**
 * What the CEO sees of the backups in Settings: the newest backup still on disk, the last failure
 * (if one came after it), the daily schedule (BACKUP_AT in the agency's zone, BACKUP_KEEP kept), and
 * whether none has succeeded for BACKUP_OVERDUE_HOURS.
 */
export const backupStatusSchema = z.object({
  lastBackup: z.object({ at: isoDate, size: z.number().int().nonnegative(), fileName: z.string() }).nullable(),
  lastFailure: z.object({ at: isoDate, message: z.string() }).nullable(),
  dailyAt: z.string(),
  keep: z.number().int().positive(),
  overdue: z.boolean(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

export const backupsContract = {
  status: defineRoute({
    method: 'GET',
    path: '/api/backups/status',
    summary: "The last backup's time and size, the last failure, the daily schedule, and whether one is overdue",
    roles: rolesFor('backups:manage'),
    response: backupStatusSchema,
  }),
  downloadLatest: defineRoute({
    method: 'GET',
    path: '/api/backups/latest',
    summary: 'The newest backup as its .tar.gz (404 when there is none)',
    roles: rolesFor('backups:manage'),
    response: FILE_RESPONSE,
  }),
};
