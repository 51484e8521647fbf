import {
  canAssignTaskTo,
  canDeleteTask,
  canToggleTask,
  confirmsTaskDelete,
  taskVisibility,
  type PolicyUser,
  type Role,
} from '../index';

const user = (role: Role, teams: { teamId?: string; teamIds?: string[] } = {}): PolicyUser => ({
  _id: `${role}-id`,
  role,
  teamId: teams.teamId ?? null,
  teamIds: teams.teamIds ?? [],
});

describe('canAssignTaskTo', () => {
  const inTeam = { role: 'Agent' as const, teamId: 'north' };
  const elsewhere = { role: 'Agent' as const, teamId: 'south' };
  it.each([
    ['CEO', user('CEO'), { role: 'Admin' as const }, true],
    ['CEO', user('CEO'), elsewhere, true],
    ['Admin', user('Admin'), { role: 'CEO' as const }, false],
    ['Admin', user('Admin'), { role: 'Admin' as const }, false],
    ['Admin', user('Admin'), elsewhere, true],
    ['Manager', user('Manager', { teamIds: ['north'] }), inTeam, true],
    ['Manager', user('Manager', { teamIds: ['north'] }), elsewhere, false],
    ['Supervisor', user('Supervisor', { teamId: 'north' }), inTeam, true],
    ['Supervisor', user('Supervisor', { teamId: 'north' }), elsewhere, false],
    ['Agent', user('Agent', { teamId: 'north' }), inTeam, false],
  ] as const)('%s -> %j', (_role, caller, assignee, expected) => {
    expect(canAssignTaskTo(caller, assignee)).toBe(expected);
  });
});

describe('task record policies', () => {
  const task = { assignedTo: 'Agent-id', createdBy: 'Manager-id' };
  it('lets only the assignee toggle', () => {
    expect(canToggleTask(user('Agent'), task)).toBe(true);
    expect(canToggleTask(user('Manager'), task)).toBe(false);
    expect(canToggleTask(user('CEO'), task)).toBe(false);
  });

  it('lets the creator and CEO/Admin delete, and asks non-Agents to confirm', () => {
    expect(canDeleteTask(user('Manager'), task)).toBe(true);
    expect(canDeleteTask(user('Admin'), task)).toBe(true);
    expect(canDeleteTask(user('Agent'), task)).toBe(false);
    expect(confirmsTaskDelete(user('Agent'))).toBe(false);
    expect(confirmsTaskDelete(user('Supervisor'))).toBe(true);
  });

  it('shows leaders the tasks of the roles they lead in their teams', () => {
    expect(taskVisibility(user('Admin'))).toEqual({ all: true });
    expect(taskVisibility(user('Manager', { teamIds: ['a', 'b'] }))).toMatchObject({
      membersOfTeams: ['a', 'b'],
      memberRoles: ['Supervisor', 'Agent'],
    });
    expect(taskVisibility(user('Supervisor', { teamId: 'a' }))).toMatchObject({
      membersOfTeams: ['a'],
      memberRoles: ['Agent'],
    });
    expect(taskVisibility(user('Agent', { teamId: 'a' }))).toMatchObject({ membersOfTeams: [], memberRoles: [] });
  });
});
