import { LEAD_SOURCES, LEAD_STATUSES, type LeadsSummary, type LeadSource, type LeadStatus } from '@crm/contracts';
import { leadsHref, type StatsScope } from './dashboard-links';
import { LEAD_STATUS_TONES, TONE_CHART_COLORS } from '../../../components/ui/tone';

export interface StatCard {
  key: string;
  label: string;
  value: number;
  href: string;
  color: string;
}

export type LeadSources = Record<LeadSource, number>;

const SOURCE_COLORS: Record<LeadSource, string> = { Campaign: '#f97316', Organic: '#14b8a6' };
const FOLLOW_UPS_COLOR = '#eab308';
const TOTAL_COLOR = TONE_CHART_COLORS.neutral;

/** A status's card and slice are in its tone, as its badge and pill. */
export const statusColor = (status: LeadStatus) => TONE_CHART_COLORS[LEAD_STATUS_TONES[status]];

/** A count of the summary; a missing one (an older server, a status it does not know) reads 0. */
const statusCount = (summary: LeadsSummary, status: LeadStatus) => summary.byStatus?.[status] ?? 0;

/** Total, one card per status, Follow-ups Today: each opens /leads with its filter and the scope. */
export function summaryCards(summary: LeadsSummary, scope: StatsScope): StatCard[] {
  return [
    { key: 'total', label: 'Total', value: summary.total ?? 0, href: leadsHref(scope), color: TOTAL_COLOR },
    ...LEAD_STATUSES.map((status) => ({
      key: status,
      label: status,
      value: statusCount(summary, status),
      href: leadsHref(scope, { status }),
      color: statusColor(status),
    })),
    {
      key: 'followups',
      label: 'Follow-ups Today',
      value: summary.followupsToday ?? 0,
      href: leadsHref(scope, { followups: 'today' }),
      color: FOLLOW_UPS_COLOR,
    },
  ];
}

export function sourceCards(sources: LeadSources, scope: StatsScope): StatCard[] {
  return LEAD_SOURCES.map((source) => ({
    key: source,
    label: source,
    value: sources[source] ?? 0,
    href: leadsHref(scope, { source }),
    color: SOURCE_COLORS[source],
  }));
}

/** Share of `value` in `total` as a whole percentage (0 when there is nothing). */
export const percentOf = (value: number, total: number) => (total > 0 ? Math.round((value / total) * 100) : 0);

export interface StatusSlice {
  status: LeadStatus;
  value: number;
  fill: string;
  percent: number;
}

/** The pie's slices: statuses with at least one lead, in the status order. */
export function statusSlices(summary: LeadsSummary): StatusSlice[] {
  const total = LEAD_STATUSES.reduce((sum, status) => sum + statusCount(summary, status), 0);
  return LEAD_STATUSES.map((status) => ({
    status,
    value: statusCount(summary, status),
    fill: statusColor(status),
    percent: percentOf(statusCount(summary, status), total),
  })).filter((slice) => slice.value > 0);
}
