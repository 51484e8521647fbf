import { LEAD_STATUSES, type LeadStatus } from '@crm/contracts';

/** Nurture is not a lead status the API returns, but the spec's dashboard colour map names it. */
export const CHART_STATUSES = [...LEAD_STATUSES, 'Nurture'] as const;
export type ChartStatus = LeadStatus | 'Nurture';

/**
 * One colour per status, shared by the pie and the cards. Mid-tone hues that keep at least 3:1
 * contrast against both the light and the dark surface, so one map serves both themes.
 */
export const STATUS_COLORS: Record<ChartStatus, string> = {
  New: '#3b82f6',
  Contacted: '#0ea5e9',
  FollowUp: '#f59e0b',
  Qualified: '#8b5cf6',
  Won: '#22c55e',
  Lost: '#ef4444',
  Nurture: '#ec4899',
};

/** Total, sources and anything unknown. */
export const NEUTRAL_COLOR = '#64748b';

export const statusColor = (status: string): string =>
  (STATUS_COLORS as Record<string, string | undefined>)[status] ?? NEUTRAL_COLOR;
