import { UNIT_STATUSES, type UnitStatus } from '@crm/contracts';
import { paths } from '../../../config/paths';
import { TONE_CHART_COLORS, UNIT_STATUS_TONES, type Tone } from '../../../components/ui/tone';
import { percentOf } from './stat-cards';

export type UnitsSummary = Record<UnitStatus | 'featured' | 'archived', number>;
export type UnitCardKey = keyof UnitsSummary;

/** The cards in order, each in its tone: the statuses as their badges show them, then Featured and Archived. */
const TONES: Record<UnitCardKey, Tone> = { ...UNIT_STATUS_TONES, featured: 'primary', archived: 'danger' };
const colorOf = (key: UnitCardKey) => TONE_CHART_COLORS[TONES[key]];

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
  return (Object.keys(TONES) as UnitCardKey[]).map((key) => ({
    key,
    value: summary[key] ?? 0,
    href: paths.resaleUnits.href(filters[key]),
    color: colorOf(key),
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
    fill: colorOf(status),
    percent: percentOf(summary[status], total),
  }));
}
