import type { offlineEn } from './offline.en';

/** The field app without signal in Arabic (Egypt); English in offline.en.ts. */
export const offlineAr: typeof offlineEn = {
  showingSynced: 'غير متصل - يظهر ما تمت مزامنته الساعة {{time}}',
  nothingSynced: 'غير متصل - لم تتم مزامنة شيء على هذا الجهاز بعد',
  waiting_one: 'تغيير واحد في انتظار الإرسال',
  waiting_other: '{{count}} تغييرات في انتظار الإرسال',
  waitingToSend: 'في انتظار الإرسال',
  keptOnDevice: 'حُفظ على هذا الجهاز: يُرسل عند عودة الاتصال',
  conflictTitle: 'غيّر شخص آخر {{name}}',
  conflictText: 'بينما كان تغييرك في انتظار الإرسال، غيّر شخص آخر الحقل نفسه. اختر القيمة التي تبقى.',
  yours: 'قيمتك',
  theirs: 'قيمتهم',
  keepMine: 'الإبقاء على قيمتي',
  keepTheirs: 'الإبقاء على قيمتهم',
  aLead: 'عميلًا',
  notSaved: 'لم يُحفظ تغيير أُجري دون اتصال: {{reason}}',
  dismiss: 'إغلاق',
  empty: '(فارغ)',
  fields: {
    status: 'الحالة',
    propertyInterest: 'الاهتمام العقاري',
    followUpDate: 'موعد المتابعة',
    followUpNotes: 'ملاحظات المتابعة',
    agentFeedback: 'ملاحظات الوكيل',
    budget: 'الميزانية',
  },
};
