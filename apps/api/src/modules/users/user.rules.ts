import { canManageUser, teamModeOf, type CreateUserBody, type Role, type UpdateUserBody } from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../core/auth-user';

/** The two team fields to store for a role (`teamModeOf`): a Manager's list, another's one team, or none. */
export function teamFieldsFor(role: Role, teamId: string | null | undefined, teamIds: string[] | undefined) {
  const mode = teamModeOf(role);
  if (mode === 'many') return { teamId: null, teamIds: [...new Set(teamIds ?? (teamId ? [teamId] : []))] };
  if (mode === 'none') return { teamId: null, teamIds: [] };
  return { teamId: teamId ?? null, teamIds: [] };
}

export const CEO_ONLY = 'Only the CEO can manage CEO and Admin accounts';

/** Only a CEO creates, edits, deletes or resets a CEO or Admin account, or grants those roles (`canManageUser`). */
export function assertMayManageRole(caller: AuthUser, targetRole: Role) {
  if (!canManageUser(caller, targetRole)) throw new AppError('USER_CEO_ONLY', CEO_ONLY);
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

/**
 * A new user as Add User and the users import store them (the password apart, hashed by each): a
 * CEO account only by a CEO, the team fields the role keeps.
 */
export function newUserFields(caller: AuthUser, body: CreateUserBody) {
  assertMayManageRole(caller, body.role);
  return {
    name: body.name,
    email: body.email,
    role: body.role,
    ...teamFieldsFor(body.role, body.teamId, body.teamIds),
  };
}
