import { can, type PolicyUser } from '../auth/policies';
import { isAdminRole, type Role } from '../auth/roles';
import { teamsOf, type TeamHolder } from '../teams/team.policies';

/** A task as the policies need it, ids as strings. */
export interface TaskRecord {
  assignedTo: string | null;
  createdBy: string | null;
}

type Me = Pick<PolicyUser, '_id' | 'role'>;

/** Admin assigns tasks to these roles only (spec section 6). */
export const ADMIN_TASK_ASSIGNEE_ROLES = ['Manager', 'Supervisor', 'Agent'] as const satisfies readonly Role[];

/**
 * Who a creator may give a task to (design section 5): CEO anyone, Admin a Manager, Supervisor or
 * Agent, a Manager or Supervisor the members of their team(s). Agents create no tasks.
 */
export type TaskAssigneeScope =
  | { kind: 'anyone' }
  | { kind: 'roles'; roles: readonly Role[] }
  | { kind: 'teams'; teamIds: string[] }
  | { kind: 'nobody' };

export function taskAssigneeScope(user: PolicyUser): TaskAssigneeScope {
  if (!can(user, 'tasks:create')) return { kind: 'nobody' };
  if (user.role === 'CEO') return { kind: 'anyone' };
  if (user.role === 'Admin') return { kind: 'roles', roles: ADMIN_TASK_ASSIGNEE_ROLES };
  return { kind: 'teams', teamIds: teamsOf(user) };
}

export function canAssignTaskTo(user: PolicyUser, assignee: TeamHolder<string>): boolean {
  const scope = taskAssigneeScope(user);
  if (scope.kind === 'anyone') return true;
  if (scope.kind === 'roles') return scope.roles.includes(assignee.role);
  if (scope.kind === 'teams') return teamsOf(assignee).some((team) => scope.teamIds.includes(team));
  return false;
}

/**
 * Which tasks a user sees: CEO/Admin all; others those assigned to or created by them, plus for a
 * Manager or Supervisor the tasks assigned to the members of their team(s) they lead (a Manager:
 * Supervisors and Agents; a Supervisor: Agents), not those of the people above them.
 */
export type TaskVisibility =
  { all: true } | { all: false; userId: string; membersOfTeams: string[]; memberRoles: readonly Role[] };

const LED_ROLES: Partial<Record<Role, readonly Role[]>> = {
  Manager: ['Supervisor', 'Agent'],
  Supervisor: ['Agent'],
};

export function taskVisibility(user: PolicyUser): TaskVisibility {
  if (isAdminRole(user.role)) return { all: true };
  const memberRoles = LED_ROLES[user.role] ?? [];
  return { all: false, userId: user._id, membersOfTeams: memberRoles.length ? teamsOf(user) : [], memberRoles };
}

/** Only the assignee marks a task Done or Pending. */
export const canToggleTask = (user: Me, task: TaskRecord) => task.assignedTo === user._id;

/** Delete: the creator, or CEO/Admin. */
export const canDeleteTask = (user: Me, task: TaskRecord) => isAdminRole(user.role) || task.createdBy === user._id;

/** Non-Agents confirm a delete (spec section 6). */
export const confirmsTaskDelete = (user: Me) => user.role !== 'Agent';
