import { z } from 'zod';
import { isoDate, objectId } from '../common/primitives';

export const CAMPAIGN_CHANNELS = ['Facebook', 'Google', 'TikTok', 'Instagram', 'Other'] as const;
export const CAMPAIGN_STATUSES = ['Active', 'Paused', 'Stopped'] as const;

export const campaignSchema = z.object({
  _id: objectId,
  name: z.string(),
  channel: z.enum(CAMPAIGN_CHANNELS),
  status: z.enum(CAMPAIGN_STATUSES),
  metrics: z.object({ leads: z.number().int().min(0), cost: z.number().min(0) }),
  createdAt: isoDate,
});
export type Campaign = z.infer<typeof campaignSchema>;

/** Cost per acquisition: cost / leads, 0 when there are no leads. */
export const costPerLead = (metrics: { leads: number; cost: number }) =>
  metrics.leads > 0 ? metrics.cost / metrics.leads : 0;
