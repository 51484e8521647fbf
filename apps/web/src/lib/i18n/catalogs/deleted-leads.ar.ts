import type { deletedLeadsEn, deletedLeadsMessagesEn } from './deleted-leads.en';

/** The Deleted leads screen in Arabic (Egypt); English in deleted-leads.en.ts. */
export const deletedLeadsAr: typeof deletedLeadsEn = {
  title: 'العملاء المحذوفون',
  open: 'العملاء المحذوفون',
  description:
    'العملاء المحذوفون فرديًا أو جماعيًا أو بالتراجع عن استيراد، الأحدث أولًا. الاستعادة تعيد العميل بملاحظاته وسجله.',
  lead: 'العميل',
  deletedAt: 'وقت الحذف',
  deletedBy: 'حذفه',
  assignedTo: 'مسند إلى',
  unknown: 'غير معروف',
  search: 'ابحث بالاسم أو الرقم أو البريد',
  empty: 'لا يوجد عملاء محذوفون.',
  noMatch: 'لا يوجد عميل محذوف يطابق هذا البحث.',
  restore: 'استعادة',
  restoreNamed: 'استعادة {{name}}',
  restored: 'تمت استعادة {{name}}',
  restoreFailed: 'تعذرت الاستعادة',
  phoneTaken: 'لم تتم استعادة {{name}}: عميل آخر يحمل هذا الرقم الآن. عدّل ذلك العميل أو ادمجه أولًا.',
  leadDeletedTitle: 'تم حذف هذا العميل',
  leadDeletedText: 'الاستعادة تعيده بملاحظاته وسجله.',
  phoneTakenHere: 'لم تتم الاستعادة: عميل آخر يحمل هذا الرقم الآن. عدّل ذلك العميل أو ادمجه أولًا.',
  restoreFromHere: 'استعدهم من العملاء المحذوفين',
};

export const deletedLeadsMessagesAr: typeof deletedLeadsMessagesEn = {
  loadDeletedLeads: 'تعذر تحميل العملاء المحذوفين',
};
