import type { importsEn, importsMessagesEn } from './imports.en';

/** The Imports screen in Arabic (Egypt); English in imports.en.ts. */
export const importsAr: typeof importsEn = {
  title: 'عمليات الاستيراد',
  descriptionAll: 'كل استيراد من جدول: من قام به، وعلى أي ملف، ومتى، وما نتج عنه. يمكنك التراجع عنه من هنا.',
  descriptionOwn: 'عمليات الاستيراد التي قمت بها. يمكنك التراجع عن أي منها خلال يوم من تنفيذه.',
  caption: 'عمليات الاستيراد',
  when: 'الوقت',
  by: 'بواسطة',
  what: 'المحتوى',
  rows: 'الصفوف',
  created: 'أُضيف',
  skipped: 'تم تخطيه',
  status: 'الحالة',
  allKinds: 'كل عمليات الاستيراد',
  kindFilter: 'ما تم استيراده',
  empty: 'لا توجد عمليات استيراد بعد.',
  progress: '{{done}} من {{rows}}',
  undoneBy: 'تراجع عنه {{name}}: حُذف {{removed}}، وبقي {{kept}}',
  undoFor: 'التراجع عن استيراد {{file}}',
  kinds: { leads: 'العملاء المحتملون', units: 'وحدات إعادة البيع', users: 'المستخدمون' },
  statuses: { running: 'قيد التنفيذ', done: 'تم', undone: 'تم التراجع عنه', interrupted: 'توقف' },
  headerRowIs: 'صف العناوين: الصف {{row}}',
  headerRowHint: 'الصف الذي يسمّي الأعمدة؛ الصفوف التي فوقه لا تُستورد.',
  headerRowChoose: 'خذ العناوين من',
  headerRowOption: 'الصف {{row}}: {{cells}}',
  skippedRows: 'صفوف تم تخطيها (إجماليات وملاحظات)',
  skippedCount: 'تم تخطي (إجماليات وملاحظات): {{count}}',
};

export const importsMessagesAr: typeof importsMessagesEn = {
  loadImports: 'تعذر تحميل عمليات الاستيراد',
  undoFailed: 'تعذر التراجع',
  skippedTotal: 'تم تخطيه: صف إجمالي ("{{text}}")',
  skippedNumber: 'تم تخطيه: صف فيه رقم فقط ("{{text}}")',
  skippedNote: 'تم تخطيه: ملاحظة وليس سجلًا ("{{text}}")',
  skippedHeaderAgain: 'تم تخطيه: صف العناوين مكرر',
  headerRowUnread: 'الصف {{row}} من الجدول فارغ أو لم تتم قراءته: اختر صفًا آخر',
  notASpreadsheet: 'يجب أن يكون الملف جدولًا (‎.xlsx أو ‎.xls) أو ملفًا نصيًا CSV أو TSV',
};
