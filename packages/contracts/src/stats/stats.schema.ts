import { z } from 'zod';
import { isoDate, objectId } from '../common/primitives';
import { LEAD_STATUSES } from '../leads/lead.constants';

export const leadsSummarySchema = z.object({
  total: z.number().int(),
  byStatus: z.object(
    Object.fromEntries(LEAD_STATUSES.map((s) => [s, z.number().int()])) as Record<
      (typeof LEAD_STATUSES)[number],
      z.ZodNumber
    >,
  ),
  followupsToday: z.number().int(),
});
export type LeadsSummary = z.infer<typeof leadsSummarySchema>;

export const leadSourcesSchema = z.object({ Campaign: z.number().int(), Organic: z.number().int() });

export * from './stats.constants';
export const createdSeriesSchema = z.object({
  data: z.array(z.object({ label: z.string(), count: z.number().int() })),
});

export const resaleSummarySchema = z.object({
  available: z.number().int(),
  under_negotiation: z.number().int(),
  reserved: z.number().int(),
  sold: z.number().int(),
  featured: z.number().int(),
  archived: z.number().int(),
});

export const agentStatsSchema = z.array(
  z.object({ _id: objectId, name: z.string(), email: z.string(), sold: z.number().int() }),
);

/** One row of the speed-to-lead table: median working minutes from assignment to first contact. */
const firstContactMedian = z.object({
  _id: objectId,
  name: z.string(),
  /** Working minutes, rounded to the minute. */
  medianMinutes: z.number().int().min(0),
  /** Leads assigned in the window and since contacted. */
  count: z.number().int().min(1),
});
export type FirstContactMedian = z.infer<typeof firstContactMedian>;

/**
 * Speed-to-lead on the dashboard: the SLA, how many leads are overdue now, and over the last 30 days
 * (agency zone) the median first-contact time per team and per agent (bounded by the staff), slowest first.
 */
export const firstContactStatsSchema = z.object({
  slaMinutes: z.number().int(),
  overdue: z.number().int().min(0),
  since: isoDate,
  teams: z.array(firstContactMedian),
  agents: z.array(firstContactMedian),
});
export type FirstContactStats = z.infer<typeof firstContactStatsSchema>;
