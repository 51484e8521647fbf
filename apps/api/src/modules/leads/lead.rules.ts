import { Types } from 'mongoose';
import {
  CLOSED_STATUSES,
  can,
  isAdminRole,
  isFollowUpStatus,
  type CreateLeadBody,
  type LeadStatus,
  type UpdateLeadBody,
} from '@crm/contracts';
import { badRequest, forbidden } from '../../errors/app-error';
import type { AuthUser } from '../../http/auth-user';

export const STATUS_REFUSED = 'Not allowed to change status';
export const FOLLOW_UP_REFUSED =
  'Follow-up date and notes can be set only while the status is FollowUp, Contacted or Qualified';

const oid = (id: string) => new Types.ObjectId(id);

/**
 * The leads a caller may see (design section 5). CEO/Admin: all. Manager: public leads of their
 * teams. Supervisor: public leads of their team. Everyone: leads assigned to or created by them.
 * A private lead is seen only by its owner and CEO/Admin.
 */
export function visibilityFilter(user: AuthUser): Record<string, unknown> {
  const live = { deletedAt: null };
  if (isAdminRole(user.role)) return live;
  const me = oid(user._id);
  const own = [{ assignedTo: me }, { createdBy: me }];
  const teams = user.role === 'Manager' ? user.teamIds : user.role === 'Supervisor' && user.teamId ? [user.teamId] : [];
  const teamClause = teams.length ? [{ teamId: { $in: teams.map(oid) }, privacy: 'public' }] : [];
  return { ...live, $or: [...own, ...teamClause] };
}

export interface LeadOwnership {
  assignedTo?: unknown;
  status: LeadStatus;
  privacy: string;
}

/** Agents change only leads assigned to them; reopening a Won or Lost lead needs Supervisor or above. */
export function assertMayChangeStatus(user: AuthUser, lead: LeadOwnership, next: LeadStatus) {
  if (next === lead.status) return;
  if (user.role === 'Agent' && String(lead.assignedTo) !== user._id) throw forbidden(STATUS_REFUSED);
  const reopening = (CLOSED_STATUSES as readonly string[]).includes(lead.status);
  if (reopening && !can(user, 'leads:reopen')) throw forbidden(STATUS_REFUSED);
}

/** Only CEO/Admin change privacy, and only from agent_private to public. */
export function assertMayChangePrivacy(user: AuthUser, lead: LeadOwnership, next: string) {
  if (next === lead.privacy) return;
  if (!can(user, 'leads:convert')) throw forbidden('Only Admin and CEO can convert leads to public');
  if (next !== 'public') throw badRequest('A public lead cannot be made private');
}

export function assertFollowUpAllowed(body: UpdateLeadBody, statusAfter: LeadStatus) {
  const touchesFollowUp = body.followUpDate !== undefined || body.followUpNotes !== undefined;
  if (touchesFollowUp && !isFollowUpStatus(statusAfter)) throw badRequest(FOLLOW_UP_REFUSED);
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
  const me = oid(user._id);
  if (user.role === 'Agent') {
    return {
      ...base,
      privacy: 'agent_private',
      assignedTo: me,
      teamId: user.teamId ? oid(user.teamId) : null,
    };
  }
  if (user.role === 'Supervisor') {
    return {
      ...base,
      privacy: body.privacy ?? 'public',
      assignedTo: me,
      teamId: user.teamId ? oid(user.teamId) : null,
    };
  }
  // Manager
  let teamId: string | null = null;
  if (body.teamId) {
    if (!user.teamIds.includes(body.teamId)) throw forbidden('You can only add leads to your own teams');
    teamId = body.teamId;
  } else if (user.teamIds.length === 1) {
    teamId = user.teamIds[0]!;
  } else if (user.teamIds.length > 1) {
    throw badRequest('Please choose a team');
  }
  return {
    ...base,
    privacy: body.privacy ?? 'public',
    assignedTo: me,
    teamId: teamId ? oid(teamId) : null,
  };
}
