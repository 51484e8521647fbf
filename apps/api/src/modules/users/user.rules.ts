import type { Role, UpdateUserBody } from '@crm/contracts';
import { forbidden } from '../../errors/app-error';
import type { AuthUser } from '../../http/auth-user';

/** Managers run many teams (teamIds); Supervisors and Agents belong to one (teamId); CEO/Admin to none. */
export function teamFieldsFor(role: Role, teamId: string | null | undefined, teamIds: string[] | undefined) {
  if (role === 'Manager') return { teamId: null, teamIds: [...new Set(teamIds ?? (teamId ? [teamId] : []))] };
  if (role === 'CEO' || role === 'Admin') return { teamId: null, teamIds: [] };
  return { teamId: teamId ?? null, teamIds: [] };
}

/** Only a CEO creates, edits or deletes a CEO account or grants the CEO role. */
export function assertMayManageRole(caller: AuthUser, targetRole: Role) {
  if (targetRole === 'CEO' && caller.role !== 'CEO') throw forbidden('Only the CEO can manage CEO accounts');
}

/** A new password, a deactivation or a new role ends the user's earlier sessions (their tokenVersion moves on). */
export function endsEarlierSessions(before: { role: Role; active: boolean }, body: UpdateUserBody): boolean {
  return (
    Boolean(body.password) ||
    (body.active === false && before.active) ||
    (body.role !== undefined && body.role !== before.role)
  );
}

/**
 * After a password is set through the users screen: one an admin chose for someone else is a reset,
 * known to the admin, so its owner must replace it at the next sign-in; one's own is not.
 */
export const mustChangeAfterReset = (callerId: string, userId: string) => callerId !== userId;
