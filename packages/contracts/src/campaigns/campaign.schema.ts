import { z } from 'zod';
import { isoDate, namedRecord, requiredText } from '../common/primitives';
import { pageQueryWith } from '../common/pagination';

export const CAMPAIGN_CHANNELS = ['Facebook', 'Google', 'TikTok', 'Instagram', 'Other'] as const;
export const campaignChannelSchema = z.enum(CAMPAIGN_CHANNELS);
export type CampaignChannel = z.infer<typeof campaignChannelSchema>;
export const CAMPAIGN_STATUSES = ['Active', 'Paused', 'Stopped'] as const;
export const campaignStatusSchema = z.enum(CAMPAIGN_STATUSES);

/** Far above any real campaign; keeps sums far inside a double's exact range. */
export const MAX_CAMPAIGN_LEADS = 10_000_000;
export const MAX_CAMPAIGN_COST = 1_000_000_000_000;

export const campaignMetricsSchema = z.object({
  leads: z
    .number({ error: 'Leads must be a number' })
    .int('Leads must be a whole number')
    .min(0, 'Leads cannot be negative')
    .max(MAX_CAMPAIGN_LEADS),
  cost: z.number({ error: 'Cost must be a number' }).min(0, 'Cost cannot be negative').max(MAX_CAMPAIGN_COST),
});
export type CampaignMetrics = z.infer<typeof campaignMetricsSchema>;

/** Cost per acquisition: cost / leads, 0 when there are no leads. */
export const costPerLead = (metrics: { leads: number; cost: number }) =>
  metrics.leads > 0 ? metrics.cost / metrics.leads : 0;

/** A campaign named beside a lead it brought in. */
export const campaignRef = namedRecord;
export type CampaignRef = z.infer<typeof campaignRef>;

/**
 * What the leads attributed to a campaign became (beyond the hand-entered metrics): how many there
 * are, how many reached Qualified (status Qualified or Won) and Won, and the cost of each.
 */
export const campaignAttributionSchema = z.object({
  leads: z.number().int(),
  qualified: z.number().int(),
  won: z.number().int(),
  costPerQualified: z.number(),
  costPerWon: z.number(),
});
export type CampaignAttribution = z.infer<typeof campaignAttributionSchema>;

export const campaignSchema = namedRecord.extend({
  channel: campaignChannelSchema,
  status: campaignStatusSchema,
  metrics: campaignMetricsSchema,
  /** Derived by the server from metrics (costPerLead), never stored or taken from a client. */
  cpa: z.number(),
  attribution: campaignAttributionSchema,
  createdAt: isoDate,
});
export type Campaign = z.infer<typeof campaignSchema>;

/** Over every campaign, not only the page: Avg CPA is total cost / total leads. */
export const campaignTotalsSchema = z.object({ leads: z.number(), cost: z.number(), cpa: z.number() });
export type CampaignTotals = z.infer<typeof campaignTotalsSchema>;

export const createCampaignBody = z.object({
  name: requiredText('Name is required'),
  channel: campaignChannelSchema,
});
export type CreateCampaignBody = z.infer<typeof createCampaignBody>;

export const updateCampaignBody = createCampaignBody
  .extend({ status: campaignStatusSchema, metrics: campaignMetricsSchema })
  .partial();
export type UpdateCampaignBody = z.infer<typeof updateCampaignBody>;

export const listCampaignsQuery = pageQueryWith(50);
