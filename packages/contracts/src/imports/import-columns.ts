import type { ValueLabelKind } from '../common/value-labels';

/**
 * The columns each import reads, with the names people give them in English and Arabic (the first
 * of each language is what a template's header says). A sheet's header is matched by `matchKey`,
 * so case, spacing, punctuation and Arabic letter forms do not count.
 */
export interface ImportColumn {
  en: readonly string[];
  ar: readonly string[];
  /** The labels its values are shown by (a status as "Follow Up" / "متابعة"), when it holds the portal's own values. */
  values?: ValueLabelKind;
}

export const LEAD_IMPORT_COLUMNS = {
  name: {
    en: [
      'Name',
      'Full name',
      'Client',
      'Client name',
      'Customer',
      'Customer name',
      'Lead',
      'Lead name',
      'Contact name',
    ],
    ar: ['الاسم', 'اسم العميل', 'الاسم بالكامل', 'الاسم الكامل', 'العميل', 'اسم', 'اسم العميل المحتمل'],
  },
  phone: {
    en: [
      'Phone',
      'Mobile',
      'Mobile No',
      'Mobile number',
      'Phone number',
      'Phone No',
      'Tel',
      'Telephone',
      'Cell',
      'Cell No',
      'Cell number',
      'Cell phone',
      'Mob',
      'WhatsApp',
      'WhatsApp number',
      'Contact number',
      'Number',
    ],
    ar: [
      'رقم الموبايل',
      'الموبايل',
      'الهاتف',
      'رقم الهاتف',
      'التليفون',
      'رقم التليفون',
      'الجوال',
      'رقم الجوال',
      'المحمول',
      'رقم المحمول',
      'واتساب',
      'رقم الواتساب',
      'موبايل',
      'تليفون',
    ],
  },
  email: {
    en: ['Email', 'E-mail', 'Email address', 'Mail'],
    ar: ['البريد الإلكتروني', 'البريد', 'الإيميل', 'الايميل', 'بريد إلكتروني'],
  },
  status: { values: 'leadStatus', en: ['Status', 'Lead status', 'Stage'], ar: ['الحالة', 'حالة العميل'] },
  source: {
    values: 'leadSource',
    en: ['Source', 'Lead source', 'Channel', 'Platform'],
    ar: ['المصدر', 'مصدر العميل', 'القناة', 'المنصة'],
  },
  campaignId: { en: ['Campaign', 'Campaign name'], ar: ['الحملة', 'اسم الحملة'] },
  teamId: { en: ['Team', 'Team name'], ar: ['الفريق', 'اسم الفريق'] },
  assignedTo: {
    en: ['Assigned to', 'Assignee', 'Assigned to email', 'Agent', 'Agent email', 'Sales agent', 'Owner'],
    ar: ['مسند إلى', 'المسؤول', 'الوكيل', 'بريد الوكيل', 'المندوب'],
  },
  propertyInterest: {
    en: [
      'Interest',
      'Property interest',
      'PropertyInterest',
      'Interested in',
      'Property type',
      'Unit type',
      'Looking for',
    ],
    ar: ['الاهتمام', 'مهتم بـ', 'مهتم ب', 'نوع العقار', 'نوع الوحدة', 'يبحث عن'],
  },
  /** What the client can spend ("2.5 million", "٣ مليون", "8,500,000 EGP"), for matching units. */
  budget: {
    en: ['Budget', 'Max budget', 'Client budget', 'Budget (EGP)'],
    ar: ['الميزانية', 'ميزانية العميل', 'الميزانية القصوى'],
  },
  notes: {
    en: ['Notes', 'Note', 'Feedback', 'Comments', 'Comment', 'Remarks'],
    ar: ['ملاحظات', 'الملاحظات', 'ملاحظة', 'تعليق', 'تعليقات'],
  },
} as const satisfies Record<string, ImportColumn>;

export const UNIT_IMPORT_COLUMNS = {
  title: {
    en: ['Title', 'Name', 'Unit', 'Unit name', 'Listing'],
    ar: ['العنوان', 'اسم الوحدة', 'الوحدة', 'عنوان الإعلان'],
  },
  description: { en: ['Description', 'Details'], ar: ['الوصف', 'التفاصيل'] },
  propertyType: {
    values: 'unitType',
    en: ['Type', 'Property type', 'Unit type'],
    ar: ['النوع', 'نوع العقار', 'نوع الوحدة'],
  },
  status: { values: 'unitStatus', en: ['Status'], ar: ['الحالة', 'حالة الوحدة'] },
  price: { en: ['Price', 'Asking price', 'Total price', 'Price (EGP)'], ar: ['السعر', 'سعر الوحدة', 'السعر الإجمالي'] },
  area: {
    en: ['Area', 'Area (sqm)', 'Area (m²)', 'Size', 'Sqm', 'BUA'],
    ar: ['المساحة', 'المساحة (م²)', 'مساحة الوحدة'],
  },
  bedrooms: { en: ['Bedrooms', 'Beds', 'Rooms', 'BR'], ar: ['غرف النوم', 'الغرف', 'عدد الغرف'] },
  bathrooms: { en: ['Bathrooms', 'Baths', 'BA'], ar: ['الحمامات', 'عدد الحمامات'] },
  parking: { en: ['Parking', 'Parking spaces', 'Garage'], ar: ['مواقف السيارات', 'الجراج', 'جراج'] },
  city: { en: ['City'], ar: ['المدينة'] },
  district: { en: ['District', 'Area name', 'Neighborhood', 'Compound'], ar: ['الحي', 'المنطقة', 'الكمبوند'] },
  address: { en: ['Address', 'Location'], ar: ['العنوان التفصيلي', 'الموقع'] },
  cash: { en: ['Cash'], ar: ['كاش', 'نقدي', 'نقدا'] },
  installment: { en: ['Installment', 'Installments'], ar: ['تقسيط', 'التقسيط'] },
  plans: { en: ['Plans', 'Payment plans'], ar: ['خطط السداد', 'أنظمة السداد'] },
  planName: { en: ['Plan', 'Plan name', 'Payment plan'], ar: ['خطة السداد', 'نظام السداد'] },
  downPayment: { en: ['Down payment', 'Down', 'Deposit'], ar: ['المقدم', 'الدفعة المقدمة'] },
  monthly: { en: ['Monthly', 'Monthly installment'], ar: ['القسط الشهري', 'شهري'] },
  years: { en: ['Years', 'Installment years'], ar: ['السنوات', 'عدد السنوات', 'مدة التقسيط'] },
  ownerName: { en: ['Owner name', 'Owner', 'Seller', 'Seller name'], ar: ['اسم المالك', 'المالك', 'البائع'] },
  ownerPhone: {
    en: ['Owner phone', 'Owner mobile', 'Seller phone', 'Owner number'],
    ar: ['هاتف المالك', 'موبايل المالك', 'رقم المالك', 'رقم البائع'],
  },
  ownerEmail: { en: ['Owner email', 'Seller email'], ar: ['بريد المالك', 'إيميل المالك'] },
  images: { en: ['Images', 'Image', 'Photos', 'Photo links', 'Pictures'], ar: ['الصور', 'صور', 'روابط الصور'] },
  videoTour: { en: ['Video tour', 'Video'], ar: ['جولة فيديو', 'فيديو'] },
} as const satisfies Record<string, ImportColumn>;

export const USER_IMPORT_COLUMNS = {
  name: { en: ['Name', 'Full name', 'Employee', 'Employee name'], ar: ['الاسم', 'الاسم بالكامل', 'اسم الموظف'] },
  email: { en: ['Email', 'E-mail', 'Email address', 'Work email'], ar: ['البريد الإلكتروني', 'البريد', 'الإيميل'] },
  role: { values: 'role', en: ['Role', 'Position', 'Job title'], ar: ['الدور', 'الوظيفة', 'المسمى الوظيفي'] },
  team: { en: ['Team', 'Teams'], ar: ['الفريق', 'الفرق'] },
  password: { en: ['Password'], ar: ['كلمة المرور'] },
} as const satisfies Record<string, ImportColumn>;
