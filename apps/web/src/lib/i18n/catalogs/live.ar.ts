import type { Strings } from '../catalog-shape';
import type { liveEn } from './live.en';

/** Pushes to this device in Arabic (Egypt); English in live.en.ts. */
export const liveAr: Strings<typeof liveEn> = {
  pushOn: 'أرسل الإشعارات إلى هذا الجهاز',
  pushOff: 'أوقف الإشعارات على هذا الجهاز',
  pushDenied: 'الإشعارات محظورة لهذا الموقع في إعدادات المتصفح',
  pushFailed: 'تعذر تشغيل الإشعارات: {{reason}}',
};
