import { Types } from 'mongoose';
import {
  can,
  canChangeLeadStatus,
  canConvertLead,
  FOLLOW_UP_PROBLEMS,
  followUpProblem,
  leadVisibility,
  teamsOf,
  type CreateLeadBody,
  type LeadPrivacy,
  type LeadRecord,
  type LeadStatus,
  type UpdateLeadBody,
} from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../core/auth-user';

export const STATUS_REFUSED = 'Not allowed to change status';

const oid = (id: string) => new Types.ObjectId(id);

/** A lead document as the contracts' policies see it (ObjectIds as strings). */
export interface LeadFields {
  status: LeadStatus;
  privacy: LeadPrivacy;
  assignedTo?: unknown;
  createdBy?: unknown;
  teamId?: unknown;
}
const idOf = (ref: unknown) => (ref ? String(ref) : null);
export const leadRecordOf = (doc: LeadFields): LeadRecord => ({
  status: doc.status,
  privacy: doc.privacy,
  assignedTo: idOf(doc.assignedTo),
  createdBy: idOf(doc.createdBy),
  teamId: idOf(doc.teamId),
});

/** The leads a caller may see, as a query: `leadVisibility` (contracts, design section 5) for MongoDB. */
export function visibilityFilter(user: AuthUser): Record<string, unknown> {
  const live = { deletedAt: null };
  const visibility = leadVisibility(user);
  if (visibility.all) return live;
  const me = oid(user._id);
  const own = [{ assignedTo: me }, { createdBy: me }];
  const teams = visibility.publicLeadsOfTeams;
  const teamClause = teams.length ? [{ teamId: { $in: teams.map(oid) }, privacy: 'public' }] : [];
  return { ...live, $or: [...own, ...teamClause] };
}

/** The team a lead lands in when assigned: it follows its assignee, unless it is already in one of their teams. */
export function teamAfterAssignment(leadTeamId: unknown, assigneeTeams: readonly string[]): string | null {
  const current = leadTeamId ? String(leadTeamId) : null;
  if (current && assigneeTeams.includes(current)) return current;
  return assigneeTeams[0] ?? current;
}

export function assertMayChangeStatus(user: AuthUser, lead: LeadFields, next: LeadStatus) {
  if (!canChangeLeadStatus(user, leadRecordOf(lead), next))
    throw new AppError('STATUS_CHANGE_FORBIDDEN', STATUS_REFUSED);
}

/** Only CEO/Admin change privacy, and only from agent_private to public (`canConvertLead`). */
export function assertMayChangePrivacy(user: AuthUser, lead: LeadFields, next: LeadPrivacy) {
  if (next === lead.privacy) return;
  if (next === 'public' && canConvertLead(user, lead)) return;
  if (!can(user, 'leads:convert'))
    throw new AppError('LEAD_CONVERT_FORBIDDEN', 'Only Admin and CEO can convert leads to public');
  throw new AppError('LEAD_PRIVACY_INVALID', 'A public lead cannot be made private');
}

/**
 * The follow-up rules (contracts' `followUpProblem`) for a change of `before` by `body`: a 400 saying
 * what is wrong. The single edit, the bulk dialog's change and a new lead all ask here.
 */
export function assertFollowUpAllowed(
  before: { status: LeadStatus; followUpDate?: Date | null } | null,
  body: Pick<UpdateLeadBody, 'status' | 'followUpDate' | 'followUpNotes'>,
) {
  const problem = followUpProblemOf(before, body);
  if (problem) throw new AppError(problem, FOLLOW_UP_PROBLEMS[problem]);
}

/** What is wrong with the follow-up of a change (null: nothing), `before` null for a new lead. */
export function followUpProblemOf(
  before: { status: LeadStatus; followUpDate?: Date | null } | null,
  body: Pick<UpdateLeadBody, 'status' | 'followUpDate' | 'followUpNotes'>,
) {
  const statusAfter = body.status ?? before?.status ?? 'New';
  return followUpProblem({
    statusBefore: before?.status ?? null,
    statusAfter,
    followUpDateAfter: body.followUpDate !== undefined ? body.followUpDate : (before?.followUpDate ?? null),
    setsFollowUp: body.followUpDate !== undefined || body.followUpNotes !== undefined,
  });
}

/**
 * What a new lead gets from its creator's role. Manager/Supervisor: Organic, assigned to the
 * creator (a Manager picks one of their teams). Agent: assigned to the creator, private, their team.
 * CEO/Admin: what they chose.
 */
export function creationDefaults(user: AuthUser, body: CreateLeadBody) {
  const base = {
    status: body.status ?? 'New',
    propertyInterest: body.propertyInterest ?? '',
    source: can(user, 'leads:chooseSource') ? (body.source ?? 'Organic') : 'Organic',
    createdBy: oid(user._id),
  };
  if (can(user, 'leads:assignAnyone')) {
    return {
      ...base,
      privacy: body.privacy ?? 'public',
      assignedTo: body.assignedTo ? oid(body.assignedTo) : null,
      teamId: body.teamId ? oid(body.teamId) : null,
    };
  }
  const teamId = teamOfNewLead(user, body);
  return {
    ...base,
    privacy: user.role === 'Agent' ? 'agent_private' : (body.privacy ?? 'public'),
    assignedTo: oid(user._id),
    teamId: teamId ? oid(teamId) : null,
  };
}

/** A Manager picks one of their teams (the only one needs no choosing); others add to their team. */
function teamOfNewLead(user: AuthUser, body: CreateLeadBody): string | null {
  const teams = teamsOf(user);
  if (!can(user, 'leads:chooseTeam')) return teams[0] ?? null;
  if (body.teamId) {
    if (!teams.includes(body.teamId))
      throw new AppError('LEAD_TEAM_FORBIDDEN', 'You can only add leads to your own teams');
    return body.teamId;
  }
  if (teams.length > 1) throw new AppError('LEAD_TEAM_REQUIRED', 'Please choose a team');
  return teams[0] ?? null;
}
