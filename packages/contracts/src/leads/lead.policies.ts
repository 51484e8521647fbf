import { can, type PolicyUser } from '../auth/policies';
import { isAdminRole, type Role } from '../auth/roles';
import { teamsOf } from '../teams/team.policies';
import { CLOSED_STATUSES, type Lead, type LeadPrivacy, type LeadStatus } from './lead.schema';

/**
 * A lead as the policies need it, ids as strings. The web turns a contract `Lead` (populated refs)
 * into one with `toLeadRecord`; the API turns its Mongoose document (ObjectIds) into one in `lead.rules.ts`.
 */
export interface LeadRecord {
  status: LeadStatus;
  privacy: LeadPrivacy;
  assignedTo: string | null;
  createdBy: string | null;
  teamId: string | null;
}

type Caller = { role: Role } | null | undefined;
type Me = Pick<PolicyUser, '_id' | 'role'>;

export const toLeadRecord = (
  lead: Pick<Lead, 'status' | 'privacy' | 'assignedTo' | 'createdBy' | 'teamId'>,
): LeadRecord => ({
  status: lead.status,
  privacy: lead.privacy,
  assignedTo: lead.assignedTo?._id ?? null,
  createdBy: lead.createdBy?._id ?? null,
  teamId: lead.teamId?._id ?? null,
});

/** `agent_private` is private; only `public` is public. */
export const isPublicLead = (lead: Pick<LeadRecord, 'privacy'>) => lead.privacy === 'public';

/**
 * Which leads a user sees (design section 5). CEO/Admin: all. Everyone else: leads assigned to or
 * created by them, plus, for a Manager or Supervisor, the public leads of their team(s). The API
 * turns this into its query; `canSeeLead` reads it for one lead.
 */
export type LeadVisibility = { all: true } | { all: false; userId: string; publicLeadsOfTeams: string[] };

export function leadVisibility(user: PolicyUser): LeadVisibility {
  if (isAdminRole(user.role)) return { all: true };
  return { all: false, userId: user._id, publicLeadsOfTeams: user.role === 'Agent' ? [] : teamsOf(user) };
}

export function canSeeLead(user: PolicyUser, lead: LeadRecord): boolean {
  const visibility = leadVisibility(user);
  if (visibility.all) return true;
  if (lead.assignedTo === user._id || lead.createdBy === user._id) return true;
  return isPublicLead(lead) && lead.teamId !== null && visibility.publicLeadsOfTeams.includes(lead.teamId);
}

/** Agents change only leads assigned to them; reopening a Won or Lost lead needs Supervisor or above. */
export function canChangeLeadStatus(user: Me, lead: Pick<LeadRecord, 'status' | 'assignedTo'>, next: LeadStatus) {
  if (next === lead.status) return true;
  if (user.role === 'Agent' && lead.assignedTo !== user._id) return false;
  const reopening = (CLOSED_STATUSES as readonly LeadStatus[]).includes(lead.status);
  return !reopening || can(user, 'leads:reopen');
}

/** Convert to Public: CEO/Admin, private leads only (a public lead is never made private). */
export const canConvertLead = (user: Caller, lead: Pick<LeadRecord, 'privacy'>) =>
  can(user, 'leads:convert') && !isPublicLead(lead);

/** Assign: Manager/Supervisor/Admin/CEO, public leads only (to whom: the API's assignee list). */
export const canAssignLead = (user: Caller, lead: Pick<LeadRecord, 'privacy'>) =>
  can(user, 'leads:assign') && isPublicLead(lead);

/** Delete (a soft delete, undone by restore): CEO/Admin, who see every lead. */
export const canDeleteLead = (user: Caller) => can(user, 'leads:delete');

/**
 * May the caller ask for lead statistics narrowed to this team or assignee (the speed-to-lead card)?
 * CEO/Admin: any. A Manager: their teams, and people in them. A Supervisor: their team and its
 * people. An Agent: only themself. `assignee`: the person named by `assignedTo`, as the server found
 * them (null when no such person). Returns why not, or null when allowed.
 */
export function statsScopeRefusal(
  user: PolicyUser,
  scope: { teamId?: string; assignedTo?: string },
  assignee: Pick<PolicyUser, 'role' | 'teamId' | 'teamIds'> | null,
): string | null {
  if (isAdminRole(user.role)) return null;
  const mine = teamsOf(user);
  if (scope.teamId && !mine.includes(scope.teamId)) return 'You can only see the figures of your own team';
  if (!scope.assignedTo || scope.assignedTo === user._id) return null;
  if (user.role === 'Agent') return 'You can only see your own figures';
  const theirs = assignee ? teamsOf(assignee) : [];
  return theirs.some((t) => mine.includes(t)) ? null : 'You can only see the figures of people in your team';
}
