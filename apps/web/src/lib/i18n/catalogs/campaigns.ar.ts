import { VALUE_LABELS } from '@crm/contracts/zod-free';
import type { Strings } from '../catalog-shape';
import type { campaignsEn } from './campaigns.en';

export const campaignsAr: Strings<typeof campaignsEn> = {
  title: 'الحملات',
  subtitle: 'الحملات الإعلانية وتكلفة كل عميل',
  count_zero: 'لا توجد حملات',
  count_one: 'حملة واحدة',
  count_two: 'حملتان',
  count_few: '{{count}} حملات',
  count_many: '{{count}} حملة',
  count_other: '{{count}} حملة',
  readOnly: 'المسؤول والمدير التنفيذي فقط يمكنهما إنشاء الحملات أو تعديلها.',
  empty: 'لا توجد حملات بعد.',
  retry: 'أعد تحميل الحملات',
  totals: { label: 'الإجماليات', leads: 'إجمالي العملاء', cost: 'إجمالي التكلفة', cpa: 'متوسط تكلفة العميل' },
  columns: {
    name: 'الاسم',
    channel: 'القناة',
    status: 'الحالة',
    leads: 'العملاء',
    cost: 'التكلفة',
    cpa: 'تكلفة العميل',
  },
  channel: VALUE_LABELS.ar.campaignChannel,
  status: { Active: 'نشطة', Paused: 'متوقفة مؤقتًا', Stopped: 'متوقفة' },
  add: {
    label: 'إضافة حملة',
    name: 'اسم الحملة',
    channel: 'القناة',
    submit: 'إضافة',
    added: 'تمت إضافة الحملة "{{name}}"',
  },
  edit: {
    name: 'اسم {{name}}',
    channel: 'قناة {{name}}',
    status: 'حالة {{name}}',
    leads: 'عملاء {{name}}',
    cost: 'تكلفة {{name}}',
    saved: 'تم الحفظ',
    invalidNumber: 'أدخل رقمًا يساوي 0 أو أكثر',
  },
  leadField: { label: 'الحملة', hint: 'اختياري: الحملة التي جاء منها هذا العميل', unknown: 'غير معروفة' },
  attribution: {
    label: 'العملاء المنسوبون',
    counts: '{{leads}} عميل · {{qualified}} مؤهَّل · {{won}} تم البيع',
    costs: '{{perQualified}} لكل مؤهَّل · {{perWon}} لكل بيع',
    none: 'لم يُنسب أي عميل إلى هذه الحملة بعد',
  },
  deleteTitle: 'حذف الحملة',
  deleteConfirm: 'حذف الحملة "{{name}}"؟ لا يمكن التراجع عن ذلك.',
  deleted: 'تم حذف الحملة',
};
