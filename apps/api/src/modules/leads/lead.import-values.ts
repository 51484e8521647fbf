import {
  CAMPAIGN_CHANNELS,
  labelsOf,
  LEAD_SOURCES,
  LEAD_STATUSES,
  matchKey,
  type CampaignChannel,
  type LeadSource,
  type LeadStatus,
} from '@crm/contracts';
import { choiceReader } from '../../lib/spreadsheet';

/**
 * The words sales sheets use for where a client stands, read as the portal's statuses:
 * - "Interested", "مهتم", "Hot": the client wants to buy and is worth pursuing, which is what
 *   Qualified means (FollowUp would need a date the sheet does not have);
 * - "No answer", "لا يرد", "Busy": someone called, so the lead is past New, but no conversation yet:
 *   Contacted (the agent's next call is a follow-up they plan);
 * - "Call back", "اتصل لاحقا": FollowUp (due today on import, where someone plans it);
 * - "Not interested", "غير مهتم": Lost; "Closed", "Deal", "تم التعاقد": Won.
 */
const EVERYDAY_STATUSES: Partial<Record<LeadStatus, readonly string[]>> = {
  New: ['Fresh', 'Not contacted', 'لم يتم التواصل', 'جديدة'],
  Contacted: [
    'No answer',
    'No reply',
    'Not answering',
    'Busy',
    'Unreachable',
    'لا يرد',
    'لم يرد',
    'مشغول',
    'تم الاتصال',
  ],
  FollowUp: ['Follow up', 'Call back', 'Callback', 'Follow-up later', 'اتصل لاحقا', 'معاودة الاتصال', 'متابعه'],
  Qualified: ['Interested', 'Hot', 'Warm', 'Potential', 'مهتم', 'مهتمة', 'مهتم جدا', 'محتمل'],
  Won: ['Closed', 'Closed won', 'Deal', 'Sold', 'Bought', 'تم التعاقد', 'تعاقد', 'تم البيع', 'اشترى'],
  Lost: ['Not interested', 'Closed lost', 'Cancelled', 'Canceled', 'غير مهتم', 'غير مهتمة', 'ملغي', 'رفض'],
};

/** A lead's status as the sheet writes it: the value, its English or Arabic label, or an everyday word. */
export const readLeadStatus = choiceReader(LEAD_STATUSES, labelsOf('leadStatus'), EVERYDAY_STATUSES);

/** The names agencies give the ad channels their leads come from, beside the screens' labels. */
const EVERYDAY_CHANNELS: Record<CampaignChannel, readonly string[]> = {
  Facebook: ['FB', 'Meta', 'Facebook Ads', 'Facebook Lead Ads', 'Messenger', 'فيس بوك', 'فيس', 'فيسبوك'],
  Instagram: ['IG', 'Insta', 'Instagram Ads', 'انستجرام', 'انستقرام', 'انستا', 'إنستا'],
  TikTok: ['Tik Tok', 'TikTok Ads', 'تيكتوك', 'تيك توك'],
  Google: ['Google Ads', 'AdWords', 'Google Search', 'YouTube', 'Youtube Ads', 'جوجل', 'يوتيوب'],
  Other: [
    'Snapchat',
    'Snap',
    'LinkedIn',
    'Twitter',
    'X',
    'Property Finder',
    'Bayut',
    'OLX',
    'Aqarmap',
    'سناب شات',
    'سناب',
    'لينكدإن',
    'تويتر',
    'عقارماب',
  ],
};
const readChannel = choiceReader(CAMPAIGN_CHANNELS, labelsOf('campaignChannel'), EVERYDAY_CHANNELS);

/**
 * Everyday names of leads that came by no paid channel: referrals, walk-ins, and those who met the
 * agency at an expo ("معرض", "Cityscape": a walk-in at its stand) or wrote from its own website (no ad
 * was paid for them). A landing page exists to receive ad traffic: Campaign.
 */
const readSourceLabel = choiceReader(LEAD_SOURCES, labelsOf('leadSource'), {
  Organic: [
    'Website',
    'Web',
    'Company website',
    'Our website',
    'Web form',
    'موقع الشركة',
    'الموقع',
    'الموقع الإلكتروني',
    'موقع',
    'Expo',
    'Exhibition',
    'Event',
    'Cityscape',
    'معرض',
    'المعرض',
    'سيتي سكيب',
    'Cold call',
    'Call',
    'Phone',
    'WhatsApp',
    'اتصال',
    'واتساب',
    'Referral',
    'Walk-in',
    'Walk in',
    'Word of mouth',
    'Friend',
    'Direct',
    'Personal',
    'إحالة',
    'ترشيح',
    'زيارة',
    'مباشر',
    'معارف',
    'شخصي',
  ],
  Campaign: ['Ads', 'Ad', 'Paid', 'Advertising', 'Landing page', 'إعلان', 'إعلانات', 'ممول', 'صفحة هبوط'],
});

/**
 * A lead's source as the sheet writes it: Campaign or Organic by value or label, or the ad channel
 * it came from ("Facebook", "إنستغرام", "Snapchat"), which is a Campaign lead from that channel.
 */
export function readLeadSource(text: string): { source: LeadSource; channel?: CampaignChannel } | undefined {
  const source = readSourceLabel(text);
  if (source) return { source };
  const channel = readChannel(text);
  return channel ? { source: 'Campaign', channel } : undefined;
}

/**
 * The campaign a lead from a channel is attributed to when its row names none: the channel's
 * active campaign, else its latest.
 */
export function campaignOfChannel(
  campaigns: readonly { _id: unknown; channel: string; status: string; createdAt: Date }[],
): Map<string, string> {
  const rank = (c: (typeof campaigns)[number]) => (c.status === 'Active' ? 1e15 : 0) + c.createdAt.getTime();
  const best = new Map<string, (typeof campaigns)[number]>();
  for (const c of campaigns) {
    const held = best.get(c.channel);
    if (!held || rank(c) > rank(held)) best.set(c.channel, c);
  }
  return new Map([...best].map(([channel, c]) => [channel, String(c._id)]));
}

/**
 * A property interest as the sheet writes it, read as the lookup's value whether written as its
 * value or its label ("Duplex", "duplex", "دوبلكس"), so the Interest filter finds it; undefined for
 * one the agency has not listed (the import keeps it as written unless it is mapped).
 */
export function interestReader(interests: readonly { value: string; label: string }[]) {
  const byKey = new Map<string, string>();
  for (const { value, label } of interests) {
    byKey.set(matchKey(label), value);
    byKey.set(matchKey(value), value);
  }
  return (text: string): string | undefined => byKey.get(matchKey(text));
}
