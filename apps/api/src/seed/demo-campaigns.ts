import { CampaignModel } from '../modules/lookups';
import { LeadModel } from '../modules/leads';

/** One or more campaigns on every channel, in every status, one with no leads yet (CPA 0). */
export const DEMO_CAMPAIGNS = [
  { name: 'New Capital launch', channel: 'Facebook', status: 'Active', metrics: { leads: 120, cost: 54_000 } },
  {
    name: 'Villas in Sheikh Zayed (search)',
    channel: 'Google',
    status: 'Active',
    metrics: { leads: 64, cost: 41_600 },
  },
  { name: 'Short videos: launch week', channel: 'TikTok', status: 'Paused', metrics: { leads: 210, cost: 31_500 } },
  { name: 'Reels: sea-view chalets', channel: 'Instagram', status: 'Active', metrics: { leads: 88, cost: 26_400 } },
  { name: 'Ring Road billboards', channel: 'Other', status: 'Stopped', metrics: { leads: 0, cost: 15_000 } },
  {
    name: 'Retargeting: website visitors',
    channel: 'Facebook',
    status: 'Stopped',
    metrics: { leads: 35, cost: 7_000 },
  },
] as const;

/**
 * The campaigns, and the demo's Campaign leads spread over those that brought leads in, so each row
 * shows what its leads became.
 */
export async function seedDemoCampaigns() {
  const campaigns = await CampaignModel.insertMany(DEMO_CAMPAIGNS.map((c) => ({ ...c, metrics: { ...c.metrics } })));
  const withLeads = campaigns.filter((c) => (c.metrics?.leads ?? 0) > 0);
  const leads = await LeadModel.find({ source: 'Campaign' }).select('_id').sort({ _id: 1 }).lean();
  await Promise.all(
    withLeads.map((campaign, i) =>
      LeadModel.updateMany(
        { _id: { $in: leads.filter((_, n) => n % withLeads.length === i).map((l) => l._id) } },
        { $set: { campaignId: campaign._id } },
      ),
    ),
  );
}
