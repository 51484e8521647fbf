import { Types } from 'mongoose';
import { can, isAdminRole, teamsOf, type CreateLeadBody, type Role } from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../core/auth-user';
import { CampaignModel } from '../lookups';
import { TeamModel } from '../users';
import { UserModel } from '../users';
import type { FirstContactSla } from './lead.first-contact';
import { historyEntry } from './lead.history';
import { assertFollowUpAllowed, creationDefaults } from './lead.rules';

/** Someone a new lead may be assigned to, as far as the rules need them. */
export interface AssigneeRef {
  _id: Types.ObjectId;
  email: string;
  role: Role;
  teamId?: Types.ObjectId | null;
  teamIds?: Types.ObjectId[];
}

/**
 * What new leads are checked against, loaded once: for the Add Lead form, or for a whole sheet,
 * never per row. `teamIds`: the teams among those asked about that exist. `assignees`: the live,
 * active users among those asked about, by id.
 */
export interface NewLeadRefs {
  teamIds: ReadonlySet<string>;
  assignees: ReadonlyMap<string, AssigneeRef>;
  /** The campaigns among those asked about that exist. */
  campaignIds: ReadonlySet<string>;
}

/** The live, active users among those named, by id: one query (none when no one is named). */
export async function findAssignees(
  who: { ids: readonly string[] } | { emails: readonly string[] },
): Promise<Map<string, AssigneeRef>> {
  const named = 'ids' in who ? who.ids : who.emails;
  if (named.length === 0) return new Map();
  const filter = 'ids' in who ? { _id: { $in: named } } : { email: { $in: named } };
  const people = await UserModel.find({ ...filter, deletedAt: null, active: true })
    .select('email role teamId teamIds')
    .lean<AssigneeRef[]>();
  return new Map(people.map((p) => [String(p._id), p]));
}

/** What the Add Lead form's body makes the rules ask about: its team and the creator's, its assignee. */
export async function loadNewLeadRefs(user: AuthUser, body: CreateLeadBody): Promise<NewLeadRefs> {
  const teamIds = [...new Set([body.teamId, ...teamsOf(user)].filter((id): id is string => Boolean(id)))];
  const assigneeIds = can(user, 'leads:assignAnyone') && body.assignedTo ? [body.assignedTo] : [];
  const [teams, assignees, campaign] = await Promise.all([
    teamIds.length
      ? TeamModel.find({ _id: { $in: teamIds } })
          .select('_id')
          .lean()
      : [],
    findAssignees({ ids: assigneeIds }),
    body.campaignId ? CampaignModel.exists({ _id: body.campaignId }) : null,
  ]);
  return {
    teamIds: new Set(teams.map((t) => String(t._id))),
    assignees,
    campaignIds: new Set(campaign ? [String(campaign._id)] : []),
  };
}

/**
 * The fields of a new lead, by the same rules for the Add Lead form and every imported row: the
 * creator's role defaults (`creationDefaults`: whose it is, its privacy, source and team), a team
 * that exists, and, where the creator may assign to anyone, an assignee who may hold leads (active,
 * not CEO or Admin) whose team the lead joins when none was chosen. Throws the AppError to answer
 * (the form) or to report on the row (an import).
 */
export function newLeadFields(user: AuthUser, body: CreateLeadBody, refs: NewLeadRefs) {
  const fields = creationDefaults(user, body);
  assertFollowUpAllowed(null, { status: fields.status, followUpDate: body.followUpDate });
  if (fields.teamId && !refs.teamIds.has(String(fields.teamId))) throw new AppError('TEAM_UNKNOWN', 'Team not found');
  if (can(user, 'leads:assignAnyone') && fields.assignedTo) {
    const assignee = refs.assignees.get(String(fields.assignedTo));
    if (!assignee) throw new AppError('LEAD_ASSIGNEE_NOT_FOUND', 'Assignee not found');
    if (isAdminRole(assignee.role)) {
      throw new AppError('LEAD_ASSIGNEE_NOT_ALLOWED', 'Leads cannot be assigned to CEO or Admin');
    }
    if (!fields.teamId) fields.teamId = teamsOf(assignee)[0] ?? null;
  }
  // The campaign is kept only on a Campaign lead (a Manager's lead, always Organic, drops it).
  const campaignId = fields.source === 'Campaign' ? (body.campaignId ?? null) : null;
  if (campaignId && !refs.campaignIds.has(campaignId)) throw new AppError('CAMPAIGN_UNKNOWN', 'Campaign not found');
  const followUpDate = body.followUpDate ? new Date(body.followUpDate) : null;
  return { ...fields, followUpDate, campaignId: campaignId ? new Types.ObjectId(campaignId) : null };
}

/**
 * What a new lead starts with besides its fields: its first history entry (added by the form, or
 * imported), in the inserted document itself, and when its assignee got it and must have contacted
 * the client by (speed-to-lead).
 */
export function newLeadTrail(
  user: AuthUser,
  kind: 'created' | 'imported',
  fields: { status: string; assignedTo: Types.ObjectId | null },
  sla: FirstContactSla,
  at: Date = new Date(),
) {
  const assignedAt = fields.assignedTo ? at : null;
  return {
    history: [historyEntry(user, kind, { to: fields.status }, at)],
    assignedAt,
    firstContactAt: null,
    firstContactDueAt: sla.dueAt(assignedAt),
  };
}
