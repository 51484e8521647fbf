/** Settings' backups card (CEO). Arabic beside it in backups.ar.ts. */
export const backupsEn = {
  settingsTitle: 'Settings',
  title: 'Backups',
  schedule: 'A backup is taken every day at {{time}} (agency time); the last {{keep}} are kept.',
  last: 'Last backup: {{when}} ({{size}})',
  none: 'No backup has been taken yet.',
  failed: 'The last backup failed ({{when}}): {{message}}',
  overdue: 'No backup has succeeded for more than 36 hours. Check the server’s disk and the backup folder.',
  download: 'Download the last backup',
  downloadFailed: 'The backup could not be downloaded. Try again.',
  loadFailed: 'The backups’ state could not be loaded.',
  bytes: '{{formatted}} bytes',
  kilobytes: '{{formatted}} KB',
  megabytes: '{{formatted}} MB',
  gigabytes: '{{formatted}} GB',
  noticeFailed: 'The daily backup failed: {{message}}',
  noticeOverdue: 'No backup has succeeded since {{since}}',
};
