import {
  LEAD_SOURCES,
  LEAD_STATUSES,
  addDays,
  addMonths,
  dayLabel,
  localDateOf,
  mondayOf,
  monthLabel,
  startOfLocalDay,
  utcOffsetMinutes,
  type CreatedStatsQuery,
  type LeadsSummary,
  type LocalDate,
} from '@crm/contracts';
import type { AuthUser } from '../../http/auth-user';
import { LeadModel } from './lead.model';
import { followUpsTodayClause, leadFilter } from './lead.service';

interface Scope {
  teamId?: string;
  assignedTo?: string;
}

export async function leadsSummary(user: AuthUser, scope: Scope, timeZone: string): Promise<LeadsSummary> {
  const filter = leadFilter(user, scope, timeZone);
  const [groups, followupsToday] = await Promise.all([
    LeadModel.aggregate<{ _id: string; count: number }>([
      { $match: filter },
      { $group: { _id: '$status', count: { $sum: 1 } } },
    ]),
    LeadModel.countDocuments({ $and: [filter, followUpsTodayClause(timeZone)] }),
  ]);
  const byStatus = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as LeadsSummary['byStatus'];
  let total = 0;
  for (const g of groups) {
    if (g._id in byStatus) byStatus[g._id as keyof typeof byStatus] = g.count;
    total += g.count;
  }
  return { total, byStatus, followupsToday };
}

export async function leadSources(user: AuthUser, scope: Scope, timeZone: string) {
  const groups = await LeadModel.aggregate<{ _id: string; count: number }>([
    { $match: leadFilter(user, scope, timeZone) },
    { $group: { _id: '$source', count: { $sum: 1 } } },
  ]);
  const counts = Object.fromEntries(LEAD_SOURCES.map((s) => [s, 0])) as Record<(typeof LEAD_SOURCES)[number], number>;
  for (const g of groups) if (g._id in counts) counts[g._id as keyof typeof counts] = g.count;
  return counts;
}

interface Bucket {
  label: string;
  start: LocalDate;
}

/** The zero-filled buckets of a window ending today: days, Monday weeks or months, oldest first. */
export function createdBuckets(
  query: Pick<CreatedStatsQuery, 'groupBy' | 'days' | 'weeks' | 'months'>,
  today: LocalDate,
) {
  const buckets: Bucket[] = [];
  if (query.groupBy === 'day') {
    for (let i = query.days - 1; i >= 0; i--) {
      const d = addDays(today, -i);
      buckets.push({ label: dayLabel(d), start: d });
    }
  } else if (query.groupBy === 'week') {
    const thisMonday = mondayOf(today);
    for (let i = query.weeks - 1; i >= 0; i--) {
      const d = addDays(thisMonday, -7 * i);
      buckets.push({ label: dayLabel(d), start: d });
    }
  } else {
    const thisMonth = { ...today, day: 1 };
    for (let i = query.months - 1; i >= 0; i--) {
      const d = addMonths(thisMonth, -i);
      buckets.push({ label: monthLabel(d), start: d });
    }
  }
  return buckets;
}

const MINUTE = 60_000;
const HOUR = 3_600_000;

/**
 * New leads per bucket in the agency's zone. The database groups by hour (both engines support
 * $dateToString; neither engine's time zone support is relied on); code rolls hours into local
 * days, Monday weeks or months, so DST and half-hour zones stay exact.
 */
export async function createdSeries(user: AuthUser, query: CreatedStatsQuery, timeZone: string, now = new Date()) {
  const buckets = createdBuckets(query, localDateOf(now, timeZone));
  const from = startOfLocalDay(buckets[0]!.start, timeZone);
  // Zones like India are offset by half an hour: shift by the sub-hour part so hours map to one local day.
  const residual = (((utcOffsetMinutes(now, timeZone) * MINUTE) % HOUR) + HOUR) % HOUR;
  const at = residual ? { $add: ['$createdAt', residual] } : '$createdAt';
  const hours = await LeadModel.aggregate<{ _id: string; count: number }>([
    { $match: { $and: [leadFilter(user, query, timeZone), { createdAt: { $gte: from } }] } },
    { $group: { _id: { $dateToString: { format: '%Y-%m-%dT%H', date: at } }, count: { $sum: 1 } } },
  ]);
  const counts = new Map(buckets.map((b) => [b.label, 0]));
  for (const h of hours) {
    const instant = new Date(Date.parse(`${h._id}:00:00Z`) - residual);
    const local = localDateOf(instant, timeZone);
    const label =
      query.groupBy === 'day'
        ? dayLabel(local)
        : query.groupBy === 'week'
          ? dayLabel(mondayOf(local))
          : monthLabel(local);
    if (counts.has(label)) counts.set(label, counts.get(label)! + h.count);
  }
  return { data: buckets.map((b) => ({ label: b.label, count: counts.get(b.label) ?? 0 })) };
}
