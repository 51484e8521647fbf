/**
 * The words the screens show for the portal's own values (a lead's status and source, a role, a
 * unit's status and type, a campaign's channel), in English and Arabic: the web's catalogs show
 * them, and an import reads a cell written as any of them. Plain constants (no zod): the first
 * screen's bundle loads them.
 */
export const VALUE_LABELS = {
  en: {
    leadStatus: {
      New: 'New',
      Contacted: 'Contacted',
      FollowUp: 'FollowUp',
      Qualified: 'Qualified',
      Won: 'Won',
      Lost: 'Lost',
    },
    leadSource: { Campaign: 'Campaign', Organic: 'Organic' },
    role: { CEO: 'CEO', Admin: 'Admin', Manager: 'Manager', Supervisor: 'Supervisor', Agent: 'Agent' },
    unitStatus: { available: 'Available', under_negotiation: 'Under Negotiation', reserved: 'Reserved', sold: 'Sold' },
    unitType: {
      apartment: 'Apartment',
      villa: 'Villa',
      duplex: 'Duplex',
      townhouse: 'Townhouse',
      penthouse: 'Penthouse',
      land: 'Land',
    },
    /** The property interests the portal seeds (the unit types, chalets, commercial): an admin's own keep their words. */
    seededInterest: {
      apartment: 'Apartment',
      villa: 'Villa',
      duplex: 'Duplex',
      townhouse: 'Townhouse',
      penthouse: 'Penthouse',
      chalet: 'Chalet',
      commercial: 'Commercial',
      land: 'Land',
    },
    campaignChannel: {
      Facebook: 'Facebook',
      Google: 'Google',
      TikTok: 'TikTok',
      Instagram: 'Instagram',
      Other: 'Other',
    },
  },
  ar: {
    leadStatus: {
      New: 'جديد',
      Contacted: 'تم التواصل',
      FollowUp: 'متابعة',
      Qualified: 'مؤهل',
      Won: 'تم البيع',
      Lost: 'خسارة',
    },
    leadSource: { Campaign: 'حملة', Organic: 'عضوي' },
    role: { CEO: 'المدير التنفيذي', Admin: 'مسؤول', Manager: 'مدير', Supervisor: 'مشرف', Agent: 'وكيل' },
    unitStatus: { available: 'متاحة', under_negotiation: 'قيد التفاوض', reserved: 'محجوزة', sold: 'مباعة' },
    unitType: {
      apartment: 'شقة',
      villa: 'فيلا',
      duplex: 'دوبلكس',
      townhouse: 'تاون هاوس',
      penthouse: 'بنتهاوس',
      land: 'أرض',
    },
    seededInterest: {
      apartment: 'شقة',
      villa: 'فيلا',
      duplex: 'دوبلكس',
      townhouse: 'تاون هاوس',
      penthouse: 'بنتهاوس',
      chalet: 'شاليه',
      commercial: 'تجاري',
      land: 'أرض',
    },
    campaignChannel: { Facebook: 'فيسبوك', Google: 'جوجل', TikTok: 'تيك توك', Instagram: 'إنستغرام', Other: 'أخرى' },
  },
} as const;

export type ValueLabelKind = keyof (typeof VALUE_LABELS)['en'];

/** Every label of each value of a kind, in both languages (`{ FollowUp: ['FollowUp', 'متابعة'] }`). */
export function labelsOf<K extends ValueLabelKind>(kind: K) {
  const labels: Record<string, string[]> = {};
  for (const language of [VALUE_LABELS.en, VALUE_LABELS.ar]) {
    for (const [value, label] of Object.entries(language[kind])) (labels[value] ??= []).push(label);
  }
  return labels as Record<keyof (typeof VALUE_LABELS)['en'][K], string[]>;
}
