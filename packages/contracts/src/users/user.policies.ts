import { can, type PolicyUser } from '../auth/policies';
import type { Role } from '../auth/roles';

type Me = Pick<PolicyUser, '_id' | 'role'>;

/** Roles only a CEO creates, edits, deletes, resets or grants: an Admin manages the roles below. */
const CEO_MANAGED: readonly Role[] = ['CEO', 'Admin'];

/**
 * CEO/Admin manage users; an Admin only the roles below Admin (so no Admin can take over another
 * Admin's account, nor make one), the CEO every account.
 */
export const canManageUser = (user: Pick<PolicyUser, 'role'> | null | undefined, targetRole: Role) =>
  can(user, 'users:manage') && (!CEO_MANAGED.includes(targetRole) || user?.role === 'CEO');

/** As `canManageUser`, and nobody deletes their own account. */
export const canDeleteUser = (user: Me | null | undefined, target: { _id: string; role: Role }) =>
  canManageUser(user, target.role) && user?._id !== target._id;

/** As `canManageUser`, for someone else: one's own access is changed with one's own password. */
export const canResetAccess = (user: Me | null | undefined, target: { _id: string; role: Role }) =>
  canManageUser(user, target.role) && user?._id !== target._id;
