import { UNIT_STATUSES, type UnitStatus } from '@crm/contracts';
import { paths } from '../../../config/paths';
import { percentOf } from './stat-cards';

export type UnitsSummary = Record<UnitStatus | 'featured' | 'archived', number>;
export type UnitCardKey = keyof UnitsSummary;

const COLORS: Record<UnitCardKey, string> = {
  available: '#22c55e',
  under_negotiation: '#f59e0b',
  reserved: '#8b5cf6',
  sold: '#64748b',
  featured: '#3b82f6',
  archived: '#ef4444',
};

export interface UnitCard {
  key: UnitCardKey;
  value: number;
  href: string;
  color: string;
}

/** Available, Under Negotiation, Reserved, Sold, Featured, Archived: each opens the list so filtered. */
export function unitCards(summary: UnitsSummary): UnitCard[] {
  const filters: Record<UnitCardKey, Record<string, string>> = {
    ...(Object.fromEntries(UNIT_STATUSES.map((status) => [status, { status }])) as unknown as Record<
      UnitStatus,
      Record<string, string>
    >),
    featured: { isFeatured: 'true' },
    archived: { includeArchived: 'true' },
  };
  return (Object.keys(COLORS) as UnitCardKey[]).map((key) => ({
    key,
    value: summary[key] ?? 0,
    href: paths.resaleUnits.href(filters[key]),
    color: COLORS[key],
  }));
}

export interface UnitSlice {
  status: UnitStatus;
  value: number;
  fill: string;
  percent: number;
}

/** The pie: live units per status, empty statuses left out. */
export function unitSlices(summary: UnitsSummary): UnitSlice[] {
  const total = UNIT_STATUSES.reduce((sum, s) => sum + (summary[s] ?? 0), 0);
  return UNIT_STATUSES.filter((s) => (summary[s] ?? 0) > 0).map((status) => ({
    status,
    value: summary[status],
    fill: COLORS[status],
    percent: percentOf(summary[status], total),
  }));
}
