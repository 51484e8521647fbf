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
  type CreatedStatsQuery,
  type LeadsSummary,
  type LocalDate,
} from '@crm/contracts';
import type { AuthUser } from '../../core/auth-user';
import { LeadModel } from './lead.model';
import { followUpsTodayClause, leadFilter } from './lead.service';
import { assertMaySeeScope, type Scope } from './lead.stats-scope';

export async function leadsSummary(user: AuthUser, scope: Scope, timeZone: string): Promise<LeadsSummary> {
  await assertMaySeeScope(user, scope);
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
  await assertMaySeeScope(user, scope);
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

/** Where the bucket after the last one starts: the end of the window. */
function endOfWindow(groupBy: CreatedStatsQuery['groupBy'], last: LocalDate): LocalDate {
  if (groupBy === 'day') return addDays(last, 1);
  if (groupBy === 'week') return addDays(last, 7);
  return addMonths(last, 1);
}

/**
 * New leads per bucket in the agency's zone, counted by the database: each bucket runs from the
 * instant its local day (Monday, first of the month) starts to the instant the next one does,
 * reckoned here in the zone, and a `$bucket` on those instants counts the leads in each. So DST and
 * half-hour zones stay exact without relying on either engine's time zone support, and only the
 * counts (at most 90) come back.
 */
export async function createdSeries(user: AuthUser, query: CreatedStatsQuery, timeZone: string, now = new Date()) {
  await assertMaySeeScope(user, query);
  const buckets = createdBuckets(query, localDateOf(now, timeZone));
  const boundaries = [...buckets.map((b) => b.start), endOfWindow(query.groupBy, buckets.at(-1)!.start)].map((d) =>
    startOfLocalDay(d, timeZone),
  );
  const counted = await LeadModel.aggregate<{ _id: Date; count: number }>([
    {
      $match: {
        $and: [leadFilter(user, query, timeZone), { createdAt: { $gte: boundaries[0], $lt: boundaries.at(-1) } }],
      },
    },
    { $bucket: { groupBy: '$createdAt', boundaries, output: { count: { $sum: 1 } } } },
  ]);
  const countFrom = new Map(counted.map((c) => [new Date(c._id).getTime(), c.count]));
  return { data: buckets.map((b, i) => ({ label: b.label, count: countFrom.get(boundaries[i]!.getTime()) ?? 0 })) };
}
