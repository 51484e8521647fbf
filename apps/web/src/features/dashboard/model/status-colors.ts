import type { LeadStatus } from '@crm/contracts';

/**
 * One colour per status, shared by the pie and the cards. Mid-tone hues that keep at least 3:1
 * contrast against both the light and the dark surface, so one map serves both themes.
 */
export const STATUS_COLORS: Record<LeadStatus, string> = {
  New: '#3b82f6',
  Contacted: '#0ea5e9',
  FollowUp: '#f59e0b',
  Qualified: '#8b5cf6',
  Won: '#22c55e',
  Lost: '#ef4444',
};

/** Total, sources and anything unknown. */
export const NEUTRAL_COLOR = '#64748b';

export const statusColor = (status: string): string =>
  (STATUS_COLORS as Record<string, string | undefined>)[status] ?? NEUTRAL_COLOR;
