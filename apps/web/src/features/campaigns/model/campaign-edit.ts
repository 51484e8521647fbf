import { campaignMetricsSchema, type CampaignMetrics } from '@crm/contracts';

export type MetricKey = keyof CampaignMetrics;

/**
 * A metric typed into its cell, checked by the contract's own rule (leads a whole number, both 0 or
 * more); `null` when the API would refuse it.
 */
export function parseMetric(key: MetricKey, text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const result = campaignMetricsSchema.shape[key].safeParse(Number(trimmed));
  return result.success ? result.data : null;
}

/** The metrics to send when one cell changed (the API takes both together). */
export const withMetric = (metrics: CampaignMetrics, key: MetricKey, value: number): CampaignMetrics => ({
  ...metrics,
  [key]: value,
});
