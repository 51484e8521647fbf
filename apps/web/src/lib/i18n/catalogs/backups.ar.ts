import type { Strings } from '../catalog-shape';
import type { backupsEn } from './backups.en';

/** بطاقة النسخ الاحتياطية في الإعدادات (للمدير التنفيذي). */
export const backupsAr: Strings<typeof backupsEn> = {
  settingsTitle: 'الإعدادات',
  title: 'النسخ الاحتياطية',
  schedule: 'تُؤخذ نسخة احتياطية كل يوم في الساعة {{time}} (بتوقيت الوكالة)، وتُحفظ آخر {{keep}} نسخة.',
  last: 'آخر نسخة احتياطية: {{when}} ({{size}})',
  none: 'لم تُؤخذ أي نسخة احتياطية بعد.',
  failed: 'فشلت آخر نسخة احتياطية ({{when}}): {{message}}',
  overdue: 'لم تنجح أي نسخة احتياطية منذ أكثر من 36 ساعة. تحقق من قرص الخادم ومجلد النسخ الاحتياطية.',
  download: 'تنزيل آخر نسخة احتياطية',
  downloadFailed: 'تعذّر تنزيل النسخة الاحتياطية. حاول مرة أخرى.',
  loadFailed: 'تعذّر تحميل حالة النسخ الاحتياطية.',
  bytes: '{{formatted}} بايت',
  kilobytes: '{{formatted}} ك.ب',
  megabytes: '{{formatted}} م.ب',
  gigabytes: '{{formatted}} ج.ب',
  noticeFailed: 'فشلت النسخة الاحتياطية اليومية: {{message}}',
  noticeOverdue: 'لم تنجح أي نسخة احتياطية منذ {{since}}',
};
