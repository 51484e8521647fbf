import { can, type PolicyUser } from '../auth/policies';
import type { Role } from '../auth/roles';

type Me = Pick<PolicyUser, '_id' | 'role'>;

/** CEO/Admin manage users, but only a CEO creates, edits or deletes a CEO account or grants the CEO role. */
export const canManageUser = (user: Pick<PolicyUser, 'role'> | null | undefined, targetRole: Role) =>
  can(user, 'users:manage') && (targetRole !== 'CEO' || user?.role === 'CEO');

/** As `canManageUser`, and nobody deletes their own account. */
export const canDeleteUser = (user: Me | null | undefined, target: { _id: string; role: Role }) =>
  canManageUser(user, target.role) && user?._id !== target._id;

/** As `canManageUser`, for someone else: one's own access is changed with one's own password. */
export const canResetAccess = (user: Me | null | undefined, target: { _id: string; role: Role }) =>
  canManageUser(user, target.role) && user?._id !== target._id;
