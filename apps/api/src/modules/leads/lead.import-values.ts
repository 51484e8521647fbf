import {
  CAMPAIGN_CHANNELS,
  labelsOf,
  LEAD_SOURCES,
  LEAD_STATUSES,
  matchKey,
  type CampaignChannel,
  type LeadSource,
} from '@crm/contracts';
import { choiceReader } from '../../lib/spreadsheet';

/** A lead's status as the sheet writes it: the value or its English or Arabic label. */
export const readLeadStatus = choiceReader(LEAD_STATUSES, labelsOf('leadStatus'));

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

/** Everyday names of leads that came by no paid channel. */
const readSourceLabel = choiceReader(LEAD_SOURCES, labelsOf('leadSource'), {
  Organic: [
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
  Campaign: ['Ads', 'Ad', 'Paid', 'Advertising', 'إعلان', 'إعلانات', 'ممول'],
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
 * value or its label ("Duplex", "duplex", "دوبلكس"), so the Interest filter finds it; one the agency
 * has not listed is kept as written.
 */
export function interestReader(interests: readonly { value: string; label: string }[]) {
  const byKey = new Map<string, string>();
  for (const { value, label } of interests) {
    byKey.set(matchKey(label), value);
    byKey.set(matchKey(value), value);
  }
  return (text: string) => (text.trim() ? (byKey.get(matchKey(text)) ?? text.trim()) : text);
}
