import { addDays, localDateOf, startOfLocalDay, type FirstContactMedian, type FirstContactStats } from '@crm/contracts';
import type { AuthUser } from '../../core/auth-user';
import { TeamModel, UserModel } from '../users';
import { overdueClause, type FirstContactSla } from './lead.first-contact';
import { LeadModel } from './lead.model';
import { leadFilter } from './lead.service';
import { assertMaySeeScope, type Scope } from './lead.stats-scope';

export const FIRST_CONTACT_WINDOW_DAYS = 30;

/** The median of numbers (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Minutes per key, then a row per key with its name: slowest first, then by name. */
function medians(groups: Map<string, number[]>, names: Map<string, string>): FirstContactMedian[] {
  return [...groups]
    .map(([id, minutes]) => ({
      _id: id,
      name: names.get(id) ?? '—',
      medianMinutes: Math.round(median(minutes)),
      count: minutes.length,
    }))
    .sort((a, b) => b.medianMinutes - a.medianMinutes || a.name.localeCompare(b.name));
}

const push = (map: Map<string, number[]>, key: string, value: number) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/**
 * Speed-to-lead for the dashboard, within what the caller may see and the scope asked for: leads
 * overdue now, and the median working minutes from assignment to first contact per team and per
 * agent, over leads assigned in the last 30 days (agency zone, today included) and since contacted.
 * No engine here has $median: one projection query, grouped in memory; names in two more queries.
 */
export async function firstContactStats(
  user: AuthUser,
  scope: Scope,
  timeZone: string,
  sla: FirstContactSla,
  now = new Date(),
): Promise<FirstContactStats> {
  await assertMaySeeScope(user, scope);
  const filter = leadFilter(user, { teamId: scope.teamId, assignedTo: scope.assignedTo }, timeZone);
  const since = startOfLocalDay(addDays(localDateOf(now, timeZone), 1 - FIRST_CONTACT_WINDOW_DAYS), timeZone);
  const [overdue, contacted] = await Promise.all([
    LeadModel.countDocuments({ $and: [filter, overdueClause(now)] }),
    LeadModel.find({ $and: [filter, { assignedAt: { $gte: since }, firstContactAt: { $ne: null } }] })
      .select({ assignedAt: 1, firstContactAt: 1, assignedTo: 1, teamId: 1, _id: 0 })
      .lean(),
  ]);
  const byTeam = new Map<string, number[]>();
  const byAgent = new Map<string, number[]>();
  for (const lead of contacted) {
    if (!lead.assignedAt || !lead.firstContactAt || !lead.assignedTo) continue;
    const minutes = sla.calendar.workingMinutesBetween(lead.assignedAt, lead.firstContactAt);
    push(byAgent, String(lead.assignedTo), minutes);
    if (lead.teamId) push(byTeam, String(lead.teamId), minutes);
  }
  const [teams, agents] = await Promise.all([
    byTeam.size
      ? TeamModel.find({ _id: { $in: [...byTeam.keys()] } })
          .select('name')
          .lean()
      : [],
    byAgent.size
      ? UserModel.find({ _id: { $in: [...byAgent.keys()] } })
          .select('name')
          .lean()
      : [],
  ]);
  return {
    slaMinutes: sla.slaMinutes,
    overdue,
    since: since.toISOString(),
    teams: medians(byTeam, new Map(teams.map((t) => [String(t._id), t.name]))),
    agents: medians(byAgent, new Map(agents.map((a) => [String(a._id), a.name]))),
  };
}
