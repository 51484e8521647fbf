import type { Strings } from '../catalog-shape';
import type { firstContactEn } from './first-contact.en';

/** سرعة التواصل مع العملاء الجدد (المدد بساعات العمل). */
export const firstContactAr: Strings<typeof firstContactEn> = {
  badge: 'لم يتم التواصل · {{time}}',
  badgeTitle: 'لم يتم التواصل: تجاوز موعد أول تواصل ({{due}}) بـ {{time}} من وقت العمل',
  hoursMinutes: '{{hours}} س {{minutes}} د',
  minutes: '{{minutes}} د',
  filter: 'لم يتم التواصل في الوقت المحدد',
  filterLabel: 'أول تواصل',
  filterAny: 'الكل',
  notice: 'لم يتواصل {{name}} مع هذا العميل؛ كان موعد أول تواصل {{due}}',
  card: {
    title: 'سرعة التواصل',
    sla: 'أول تواصل خلال {{minutes}} دقيقة عمل',
    overdueLabel: 'لم يتم التواصل في الوقت المحدد',
    mediansCaption: 'وسيط وقت أول تواصل، آخر 30 يومًا (وقت العمل)',
    teams: 'الفرق',
    agents: 'الوكلاء',
    median: 'الوسيط',
    leads: 'العملاء',
    none: 'لم يتم التواصل بعد مع أي عميل أُسند خلال آخر 30 يومًا.',
    unavailable: 'سرعة التواصل غير متاحة',
    loading: 'جارٍ تحميل سرعة التواصل…',
    retry: 'سرعة التواصل',
  },
};
