import { Types } from 'mongoose';
import {
  CLOSED_STATUSES,
  dayLabel,
  localDateOf,
  signInStateOf,
  teamsOf,
  type Role,
  type RoutingAssign,
} from '@crm/contracts';
import type { FirstContactSla } from '../leads';
import { LeadModel } from '../leads';
import { UserModel } from '../users';
import { RoutingDailyModel } from './routing.model';

/** Someone a rule may give leads to, and why not when they are skipped. */
export interface Candidate {
  _id: Types.ObjectId;
  name: string;
  role: Role;
  teams: string[];
  weight: number;
  /** Why they get nothing now (null: eligible). */
  skipped: string | null;
}

interface StoredPerson {
  _id: Types.ObjectId;
  name: string;
  role: Role;
  teamId?: Types.ObjectId | null;
  teamIds?: Types.ObjectId[];
  active?: boolean;
  awaitingPassword?: boolean;
  invitation?: { expiresAt?: Date } | null;
  away?: { from?: Date | null; until?: Date | null } | null;
}

const isAway = (away: StoredPerson['away'], now: Date) =>
  Boolean(away && (!away.from || away.from <= now) && (!away.until || now < away.until));

const insideWorkingHours = (sla: FirstContactSla, now: Date) =>
  sla.calendar.addWorkingMinutes(now, 0).getTime() === now.getTime();

/**
 * The people a rule names (its people, and the Agents and Supervisors of its teams), each with why
 * they are skipped now: deactivated, unable to sign in yet, away, outside working hours. CEO and
 * Admin hold no leads. Two reads, whatever the number of people.
 */
export async function candidatesOf(assign: RoutingAssign, sla: FirstContactSla, now: Date): Promise<Candidate[]> {
  const people = await UserModel.find({
    deletedAt: null,
    role: { $nin: ['CEO', 'Admin'] },
    $or: [
      { _id: { $in: assign.userIds.map((id) => new Types.ObjectId(id)) } },
      { role: { $in: ['Agent', 'Supervisor'] }, teamId: { $in: assign.teamIds.map((id) => new Types.ObjectId(id)) } },
    ],
  })
    .select({ name: 1, role: 1, teamId: 1, teamIds: 1, active: 1, awaitingPassword: 1, invitation: 1, away: 1 })
    .sort({ _id: 1 })
    .lean<StoredPerson[]>();
  const outsideHours = assign.workingHoursOnly && !insideWorkingHours(sla, now);
  return people.map((p) => ({
    _id: p._id,
    name: p.name,
    role: p.role,
    teams: teamsOf({
      role: p.role,
      teamId: p.teamId ? String(p.teamId) : null,
      teamIds: (p.teamIds ?? []).map(String),
    }),
    weight: assign.weights[String(p._id)] ?? 1,
    skipped:
      p.active === false
        ? 'deactivated'
        : signInStateOf(
              { awaitingPassword: p.awaitingPassword, invitationExpiresAt: p.invitation?.expiresAt ?? null },
              now.getTime(),
            ) !== 'ready'
          ? 'cannot sign in yet'
          : isAway(p.away, now)
            ? 'on leave'
            : outsideHours
              ? 'outside working hours'
              : null,
  }));
}

/** Open leads each person holds (not Won or Lost): one aggregate. */
export async function openLeadCounts(ids: Types.ObjectId[]): Promise<Map<string, number>> {
  const counts = await LeadModel.aggregate<{ _id: Types.ObjectId; n: number }>([
    { $match: { assignedTo: { $in: ids }, deletedAt: null, status: { $nin: [...CLOSED_STATUSES] } } },
    { $group: { _id: '$assignedTo', n: { $sum: 1 } } },
  ]);
  return new Map(counts.map((c) => [String(c._id), c.n]));
}

/** The agency day a cap counts in, and when its counters may go (two days later). */
export function capDay(now: Date, timeZone: string) {
  return { day: dayLabel(localDateOf(now, timeZone)), expiresAt: new Date(now.getTime() + 2 * 86_400_000) };
}

const capKey = (ruleId: string, userId: Types.ObjectId, day: string) => `${ruleId}:${String(userId)}:${day}`;

/** How many leads each person already got from the rule today. One read. */
export async function takenToday(ruleId: string, ids: Types.ObjectId[], day: string): Promise<Map<string, number>> {
  const docs = await RoutingDailyModel.find({ key: { $in: ids.map((id) => capKey(ruleId, id, day)) } }).lean();
  return new Map(docs.map((d) => [d.key.split(':')[1]!, d.count]));
}

/**
 * Takes one of a person's daily places under the cap, atomically (two instances never give the
 * last place twice): false when the cap is reached.
 */
export async function claimCapPlace(ruleId: string, userId: Types.ObjectId, cap: number, now: Date, timeZone: string) {
  const { day, expiresAt } = capDay(now, timeZone);
  try {
    await RoutingDailyModel.updateOne(
      { key: capKey(ruleId, userId, day), count: { $lt: cap } },
      { $inc: { count: 1 }, $setOnInsert: { expiresAt } },
      { upsert: true },
    );
    return true;
  } catch (err) {
    // The upsert met the person's counter already at the cap (its key is unique).
    if ((err as { code?: number }).code === 11000) return false;
    throw err;
  }
}
