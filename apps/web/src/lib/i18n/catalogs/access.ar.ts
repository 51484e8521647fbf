import type { Strings } from '../catalog-shape';
import type { accessEn, accessMessagesEn } from './access.en';

/** Sign-in links in Arabic (Egypt); English in access.en.ts. */
export const accessAr: Strings<typeof accessEn> = {
  linkTitle: 'رابط الدخول لـ {{name}}',
  linksTitle_one: 'رابط الدخول لمستخدم جديد واحد',
  linksTitle_two: 'روابط الدخول لمستخدمَين جديدين',
  linksTitle_few: 'روابط الدخول لـ {{count}} مستخدمين جدد',
  linksTitle_many: 'روابط الدخول لـ {{count}} مستخدمًا جديدًا',
  linksTitle_other: 'روابط الدخول لـ {{count}} مستخدم جديد',
  linkIntro:
    'أرسل هذا الرابط إلى {{name}}. يفتح حسابه مرة واحدة لاختيار كلمة مرور، حتى {{date}}. لا تفتح أي كلمة مرور الحساب قبل ذلك.',
  linksIntro: 'أرسل لكل مستخدم جديد رابطه الخاص. يفتح حسابه مرة واحدة لاختيار كلمة مرور، حتى {{date}}.',
  linkLabel: 'رابط الدخول لـ {{name}}',
  copy: 'نسخ الرابط',
  copyAll: 'نسخ كل الروابط',
  copied: 'تم نسخ الرابط',
  copiedAll: 'تم نسخ الروابط',
  copyFailed: 'تعذر النسخ: حدد الرابط وانسخه',
  whatsApp: 'إرسال عبر واتساب',
  whatsAppText:
    'مرحبًا {{name}}، حسابك على {{brand}} جاهز. افتح هذا الرابط لاختيار كلمة المرور (يعمل مرة واحدة، حتى {{date}}): {{url}}',
  invited: 'تمت الدعوة',
  invitedUntil: 'رابط الدخول صالح حتى {{date}}',
  linkExpired: 'انتهت صلاحية رابط الدخول',
  needsLink: 'يحتاج رابط دخول',
  newLink: 'رابط جديد',
  newLinkFor: 'رابط دخول جديد لـ {{name}}',
  resetTitle: 'رابط دخول جديد',
  resetConfirm:
    'سيتم تسجيل خروج {{name}} ({{email}}) من كل الأجهزة، وتتوقف كلمة مروره وأي رابط سابق. الرابط الجديد وحده يفتح حسابه.',
  resetConfirmLabel: 'إنشاء الرابط',
  importedWithLinks_one: 'أضيف مستخدم واحد بدون كلمة مرور: أرسل له رابط الدخول.',
  importedWithLinks_two: 'أضيف مستخدمان بدون كلمة مرور: أرسل لكل منهما رابط الدخول.',
  importedWithLinks_few: 'أضيف {{count}} مستخدمين بدون كلمة مرور: أرسل لكل منهم رابط الدخول.',
  importedWithLinks_many: 'أضيف {{count}} مستخدمًا بدون كلمة مرور: أرسل لكل منهم رابط الدخول.',
  importedWithLinks_other: 'أضيف {{count}} مستخدم بدون كلمة مرور: أرسل لكل منهم رابط الدخول.',
  showLinks: 'عرض روابط الدخول',
  passwordPlaceholder: 'اختيارية',
  lostAccess: 'فقد كلمة المرور أو الهاتف؟ رابط دخول جديد يحل محل كلمة المرور.',
  pageTitle: 'اختر كلمة المرور',
  offlineCheck: 'لا يوجد اتصال: تعذر التحقق من الرابط. حاول مرة أخرى عند توفر الشبكة.',
  offline: 'لا يوجد اتصال: ربما لم تُحفظ كلمة المرور. حاول مرة أخرى عند توفر الشبكة.',
  maybeSaved: 'استُخدم هذا الرابط منذ لحظات: إن كنت أنت، فقد حُفظت كلمة المرور. سجّل الدخول بها.',
  welcomeTitle: 'أهلًا، {{name}}',
  welcomeIntro: 'اختر كلمة المرور التي ستدخل بها باسم {{email}}. يعمل هذا الرابط مرة واحدة.',
  checking: 'جارٍ التحقق من الرابط…',
  problemTitle: 'لا يمكن استخدام هذا الرابط',
  goToSignIn: 'الذهاب لتسجيل الدخول',
  savePassword: 'حفظ كلمة المرور والدخول',
};

export const accessMessagesAr: typeof accessMessagesEn = {
  invitationIncomplete: 'رابط الدعوة غير مكتمل',
  invitationFailed: 'تعذر فتح رابط الدخول',
  resetFailed: 'تعذر إنشاء رابط الدخول',
};
