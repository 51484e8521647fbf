import type { LeadSource, LeadStatus } from '../leads/lead.constants';

/** A value's words: in English, then in Arabic. */
type Words = readonly [en: string, ar: string];

const unitType = {
  apartment: ['Apartment', 'شقة'],
  villa: ['Villa', 'فيلا'],
  duplex: ['Duplex', 'دوبلكس'],
  townhouse: ['Townhouse', 'تاون هاوس'],
  penthouse: ['Penthouse', 'بنتهاوس'],
  land: ['Land', 'أرض'],
} as const satisfies Record<string, Words>;

/**
 * The words the screens show for the portal's own values (a lead's status and source, a role, a
 * unit's status and type, a campaign's channel), each value's English and Arabic side by side: the
 * web's catalogs show them, and an import reads a cell written as any of them. Plain constants (no
 * zod): the first screen's bundle loads them. A kind keyed by a type names exactly its values.
 */
const WORDS = {
  leadStatus: {
    New: ['New', 'جديد'],
    Contacted: ['Contacted', 'تم التواصل'],
    FollowUp: ['FollowUp', 'متابعة'],
    Qualified: ['Qualified', 'مؤهل'],
    Won: ['Won', 'تم البيع'],
    Lost: ['Lost', 'خسارة'],
  } satisfies Record<LeadStatus, Words>,
  leadSource: { Campaign: ['Campaign', 'حملة'], Organic: ['Organic', 'عضوي'] } satisfies Record<LeadSource, Words>,
  role: {
    CEO: ['CEO', 'المدير التنفيذي'],
    Admin: ['Admin', 'مسؤول'],
    Manager: ['Manager', 'مدير'],
    Supervisor: ['Supervisor', 'مشرف'],
    Agent: ['Agent', 'وكيل'],
  },
  unitStatus: {
    available: ['Available', 'متاحة'],
    under_negotiation: ['Under Negotiation', 'قيد التفاوض'],
    reserved: ['Reserved', 'محجوزة'],
    sold: ['Sold', 'مباعة'],
  },
  unitType,
  /** The property interests the portal seeds (the unit types, chalets, commercial): an admin's own keep their words. */
  seededInterest: { ...unitType, chalet: ['Chalet', 'شاليه'], commercial: ['Commercial', 'تجاري'] },
  campaignChannel: {
    Facebook: ['Facebook', 'فيسبوك'],
    Google: ['Google', 'جوجل'],
    TikTok: ['TikTok', 'تيك توك'],
    Instagram: ['Instagram', 'إنستغرام'],
    Other: ['Other', 'أخرى'],
  },
} as const satisfies Record<string, Record<string, Words>>;

export type ValueLabelKind = keyof typeof WORDS;
type LabelsIn = { [K in ValueLabelKind]: Record<keyof (typeof WORDS)[K], string> };

const labelsIn = (language: 0 | 1) =>
  Object.fromEntries(
    Object.entries(WORDS).map(([kind, values]) => [
      kind,
      Object.fromEntries(Object.entries(values).map(([value, words]) => [value, words[language]])),
    ]),
  ) as LabelsIn;

/** Each kind's labels in one language: `VALUE_LABELS.ar.leadStatus.FollowUp` is 'متابعة'. */
export const VALUE_LABELS = { en: labelsIn(0), ar: labelsIn(1) };

/** Every label of each value of a kind, in both languages (`{ FollowUp: ['FollowUp', 'متابعة'] }`). */
export const labelsOf = <K extends ValueLabelKind>(kind: K) => WORDS[kind] as Record<keyof (typeof WORDS)[K], Words>;
