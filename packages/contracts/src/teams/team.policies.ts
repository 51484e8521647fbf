import { can, type PolicyUser } from '../auth/policies';
import { isAdminRole, type Role } from '../auth/roles';

/** Managers run many teams (`teamIds`); Supervisors and Agents belong to one (`teamId`); CEO and Admin to none. */
export type TeamMode = 'many' | 'one' | 'none';

export const teamModeOf = (role: Role): TeamMode =>
  role === 'Manager' ? 'many' : role === 'Supervisor' || role === 'Agent' ? 'one' : 'none';

/** CEO and Admin accounts do not belong to teams (the API refuses them as members). */
export const canJoinTeams = (role: Role) => teamModeOf(role) !== 'none';

/** Anyone with a role and the two team fields: ids on the server, refs (`{ _id, name }`) in the browser. */
export interface TeamHolder<T> {
  role: Role;
  teamId?: T | null;
  teamIds?: readonly T[];
}

/** The teams a user is in, read from the field their role uses. */
export function teamsOf<T>(user: TeamHolder<T>): T[] {
  const mode = teamModeOf(user.role);
  if (mode === 'many') return [...(user.teamIds ?? [])];
  if (mode === 'one' && user.teamId) return [user.teamId];
  return [];
}

/** A team's page and members: CEO/Admin every team, a Manager the teams they run; any other team does not exist for them. */
export const canViewTeam = (user: PolicyUser, teamId: string) =>
  can(user, 'teams:read') && (isAdminRole(user.role) || teamsOf(user).includes(teamId));
