import { Types } from 'mongoose';
import { can, teamsOf } from '@crm/contracts';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../core/auth-user';
import { UserModel, membersOf } from '../users';

/** People the caller may assign to: team members for Managers/Supervisors, anyone but CEO/Admin otherwise. */
export function assigneeFilter(user: AuthUser): Record<string, unknown> {
  const base = { deletedAt: null, active: true, role: { $nin: ['CEO', 'Admin'] } };
  if (can(user, 'leads:assignAnyone')) return base;
  return { ...membersOf(teamsOf(user)), ...base };
}

/**
 * The person the caller may hand leads to (`assigneeFilter`), else the refusal one-at-a-time assign
 * answers: anyone active but CEO/Admin for CEO/Admin, members of their team(s) for the others.
 */
export async function findAllowedAssignee(user: AuthUser, userId: string) {
  const assignee = await UserModel.findOne({
    $and: [{ _id: new Types.ObjectId(userId) }, assigneeFilter(user)],
  })
    .select('name role teamId teamIds')
    .lean();
  if (assignee) return assignee;
  throw can(user, 'leads:assignAnyone')
    ? new AppError('LEAD_ASSIGNEE_NOT_ALLOWED', 'Leads can only be assigned to active users other than CEO and Admin')
    : new AppError('LEAD_ASSIGNEE_OUTSIDE_TEAM', 'You can only assign leads to members of your team');
}

/** An assignee as an assignment decides on it (`assignmentOf`): with the teams a lead may follow them into. */
export const assigneeOf = (found: Awaited<ReturnType<typeof findAllowedAssignee>>) => ({
  _id: found._id,
  name: found.name,
  teams: teamsOf(found).map(String),
});
