import { Types } from 'mongoose';
import { statsScopeRefusal } from '@crm/contracts';
import type { AuthUser } from '../../core/auth-user';
import { forbidden } from '../../errors/app-error';
import { UserModel } from '../users';

// Every lead statistic (the dashboard's cards, sources, new leads over time, speed to lead) is asked
// for a scope: a team or a person outside one's own is a 403, never a page of zeros.

export interface Scope {
  teamId?: string;
  assignedTo?: string;
}

/** 403 unless the caller may see this scope (`statsScopeRefusal`): one read, of the named assignee. */
export async function assertMaySeeScope(user: AuthUser, scope: Scope) {
  const named = scope.assignedTo && scope.assignedTo !== user._id;
  const assignee = named
    ? await UserModel.findOne({ _id: new Types.ObjectId(scope.assignedTo), deletedAt: null })
        .select('role teamId teamIds')
        .lean()
    : null;
  const refusal = statsScopeRefusal(
    user,
    scope,
    assignee
      ? {
          role: assignee.role,
          teamId: assignee.teamId ? String(assignee.teamId) : null,
          teamIds: (assignee.teamIds ?? []).map(String),
        }
      : null,
  );
  if (refusal) throw forbidden(refusal);
}
