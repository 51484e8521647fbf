import i18next from 'i18next';
import type { LeadHistoryEntry } from '@crm/contracts';
import { ar } from '../../../lib/i18n/ar';
import { en } from '../../../lib/i18n/en';
import { recentlyAgo, timelineQuote, timelineSentence, type TimelineWords } from './timeline';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  resources: { en: { translation: en }, ar: { translation: ar } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The words as the screen gives them, in `lang`, dates in Cairo (the agency's zone here). */
function wordsIn(lang: 'en' | 'ar'): TimelineWords {
  // Keys built at run time, as the screen does: the catalog's typing is checked there, not here.
  const t = i18n.getFixedT(lang) as unknown as (key: string, values?: object) => string;
  const dateTime = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Africa/Cairo',
  });
  return {
    say: (key, values) => t(`leads.timeline.${key}`, values),
    status: (s) => t(`labels.status.${s}`),
    taskState: (s) => t(`tasks.state.${s}`),
    interest: (v) => ({ villa: 'Villa', duplex: 'Duplex' })[v] ?? v,
    dateTime: (iso) => dateTime.format(new Date(iso)),
    price: (n) => `EGP ${n.toLocaleString('en-US')}`,
  };
}

const sara = { _id: 'a'.repeat(24), name: 'Sara' };
const entry = (over: Partial<LeadHistoryEntry>): LeadHistoryEntry => ({
  _id: 'b'.repeat(24),
  at: '2026-11-26T10:00:00.000Z',
  kind: 'created',
  actor: sara,
  from: null,
  to: null,
  ref: null,
  note: '',
  ...over,
});

describe('timelineSentence', () => {
  it.each<[Partial<LeadHistoryEntry>, string, string]>([
    [{ kind: 'created', to: 'New' }, 'Sara added this lead', 'أضاف Sara هذا العميل'],
    [{ kind: 'imported' }, 'Sara imported this lead', 'استورد Sara هذا العميل'],
    [
      { kind: 'status', from: 'New', to: 'Contacted' },
      'Sara changed status from New to Contacted',
      'غيّر Sara الحالة من جديد إلى تم التواصل',
    ],
    [{ kind: 'interest', from: 'villa', to: 'duplex' }, 'Sara changed interest from Villa to Duplex', ''],
    [{ kind: 'interest', from: null, to: 'villa' }, 'Sara set interest to Villa', ''],
    [{ kind: 'interest', from: 'villa', to: null }, 'Sara cleared the interest (was Villa)', ''],
    [
      { kind: 'privacy', from: 'agent_private', to: 'public' },
      'Sara made this lead public',
      'جعل Sara هذا العميل عامًا',
    ],
    [
      { kind: 'assignment', from: null, to: 'Omar' },
      'Sara assigned this lead to Omar',
      'أسند Sara هذا العميل إلى Omar',
    ],
    [{ kind: 'assignment', from: 'Omar', to: 'Aya' }, 'Sara reassigned this lead from Omar to Aya', ''],
    [
      { kind: 'followUp', from: null, to: '2026-12-03T08:00:00.000Z' },
      'Sara set a follow-up for Dec 3, 2026, 10:00 AM',
      'حدّد Sara موعد متابعة في Dec 3, 2026, 10:00 AM',
    ],
    [
      { kind: 'followUp', from: '2026-12-03T08:00:00.000Z', to: '2026-12-04T08:00:00.000Z' },
      'Sara moved the follow-up from Dec 3, 2026, 10:00 AM to Dec 4, 2026, 10:00 AM',
      '',
    ],
    [{ kind: 'followUp', from: '2026-12-03T08:00:00.000Z', to: null }, 'Sara cleared the follow-up', ''],
    [
      { kind: 'followUp', from: '2026-12-03T08:00:00.000Z', to: '2026-12-03T08:00:00.000Z', note: 'Bring plans' },
      'Sara updated the follow-up notes',
      '',
    ],
    [{ kind: 'budget', from: null, to: '5000000' }, 'Sara set the budget to EGP 5,000,000', ''],
    [{ kind: 'budget', from: '1000', to: '2000' }, 'Sara changed the budget from EGP 1,000 to EGP 2,000', ''],
    [{ kind: 'campaign', from: 'Spring', to: 'Summer' }, 'Sara changed the campaign from Spring to Summer', ''],
    [{ kind: 'deleted' }, 'Sara deleted this lead', 'حذف Sara هذا العميل'],
    [{ kind: 'restored' }, 'Sara restored this lead', 'استعاد Sara هذا العميل'],
    [{ kind: 'feedback', note: 'Wants a garden' }, 'Sara added feedback', 'أضاف Sara ملاحظة'],
    [{ kind: 'task', to: 'linked', note: 'Send the brochure' }, 'Sara linked the task “Send the brochure”', ''],
    [{ kind: 'task', from: 'linked', note: 'Send the brochure' }, 'Sara unlinked the task “Send the brochure”', ''],
    [
      { kind: 'task', from: 'Open', to: 'Done', note: 'Send the brochure' },
      'Sara marked the task “Send the brochure” as Done',
      '',
    ],
    [
      { kind: 'unitInquiry', note: 'Sea view' },
      'Sara noted an inquiry about “Sea view”',
      'سجّل Sara استفسارًا عن «Sea view»',
    ],
    [{ kind: 'contactAttempt', note: 'call' }, 'Sara called the client', 'اتصل Sara بالعميل'],
    [
      { kind: 'contactAttempt', note: 'whatsapp' },
      'Sara messaged the client on WhatsApp',
      'راسل Sara العميل على واتساب',
    ],
    [{ kind: 'merged' }, 'Sara merged another lead into this one', ''],
  ])('%o reads "%s"', (over, english, arabic) => {
    expect(timelineSentence(entry(over), wordsIn('en'))).toBe(english);
    if (arabic) expect(timelineSentence(entry(over), wordsIn('ar'))).toBe(arabic);
  });

  it('names the system when no person made the change', () => {
    const system = entry({ kind: 'status', actor: null, from: 'New', to: 'Won' });
    expect(timelineSentence(system, wordsIn('en'))).toBe('The system changed status from New to Won');
    expect(timelineSentence(system, wordsIn('ar'))).toMatch(/^غيّر النظام الحالة/);
  });

  it('quotes feedback and follow-up notes, nothing else', () => {
    expect(timelineQuote(entry({ kind: 'feedback', note: 'Wants a garden' }))).toBe('Wants a garden');
    expect(timelineQuote(entry({ kind: 'followUp', note: '' }))).toBeNull();
    expect(timelineQuote(entry({ kind: 'contactAttempt', note: 'call' }))).toBeNull();
  });
});

describe('recentlyAgo', () => {
  const now = new Date('2026-11-26T12:00:00.000Z');
  it('says how long ago within the last week', () => {
    expect(recentlyAgo('2026-11-26T11:55:00.000Z', now, 'en-US')).toBe('5 minutes ago');
    expect(recentlyAgo('2026-11-19T12:00:01.000Z', now, 'en-US')).toBe('7 days ago');
    expect(recentlyAgo('2026-11-26T09:00:00.000Z', now, 'ar-EG-u-nu-latn')).toBe('قبل 3 ساعات');
  });

  it('leaves older dates to the absolute date', () => {
    expect(recentlyAgo('2026-11-19T12:00:00.000Z', now, 'en-US')).toBeNull();
    expect(recentlyAgo('2026-11-01T12:00:00.000Z', now, 'en-US')).toBeNull();
  });
});
