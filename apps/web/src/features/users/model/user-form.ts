import {
  canManageUser,
  createUserBody,
  ROLES,
  teamModeOf,
  teamsOf,
  type CreateUserBody,
  type Role,
  type UpdateUserBody,
  type User,
  updateUserBody,
} from '@crm/contracts';
import { withPasswordStrength } from '../../../lib/password-strength';

/** The alert of spec section 5 when a new user's name or email is not valid (`createUserBody` checks them). */
export const NEW_USER_INVALID = 'Please fill valid name/email and password >= 6';

export interface UserFormValues {
  name: string;
  email: string;
  /** Empty: the server's default password (create) or unchanged (edit). */
  password: string;
  role: Role;
  /** The one team of a Supervisor or Agent; '' for none. */
  teamId: string;
  /** The teams a Manager runs. */
  teamIds: string[];
  /** Edit only: a new user is active. */
  active: boolean;
}

export const emptyUserForm = (): UserFormValues => ({
  name: '',
  email: '',
  password: '',
  role: 'Agent',
  teamId: '',
  teamIds: [],
  active: true,
});

/** Add and Edit User's bodies with the strength estimate on a typed password (the person's name and email as words to avoid). */
export const createUserSchema = withPasswordStrength(createUserBody, ({ password, name, email }) => ({
  password,
  owner: { name, email },
}));
export const updateUserSchema = withPasswordStrength(updateUserBody, ({ password, name, email }) => ({
  password,
  owner: { name, email },
}));

/** The team list travels only for Managers; other roles send their one team. */
export function toCreateUserBody(values: UserFormValues): CreateUserBody {
  const body: CreateUserBody = { name: values.name.trim(), email: values.email.trim(), role: values.role };
  if (values.password) body.password = values.password;
  const mode = teamModeOf(values.role);
  if (mode === 'many') body.teamIds = values.teamIds;
  if (mode === 'one' && values.teamId) body.teamId = values.teamId;
  return body;
}

/** An empty password stays unchanged. */
export function toUpdateUserBody(values: UserFormValues): UpdateUserBody {
  const body: UpdateUserBody = {
    name: values.name.trim(),
    email: values.email.trim(),
    role: values.role,
    active: values.active,
  };
  const mode = teamModeOf(values.role);
  if (mode === 'many') body.teamIds = values.teamIds;
  if (mode === 'one') body.teamId = values.teamId || null;
  if (values.password) body.password = values.password;
  return body;
}

export const formFromUser = (user: User): UserFormValues => ({
  name: user.name,
  email: user.email,
  password: '',
  role: user.role,
  teamId: user.teamId?._id ?? '',
  teamIds: user.teamIds.map((t) => t._id),
  active: user.active,
});

/** The roles a caller may give (`canManageUser`: only a CEO gives the CEO role). */
export const roleOptionsFor = (callerRole: Role): Role[] =>
  ROLES.filter((role) => canManageUser({ role: callerRole }, role));

export function teamsLabel(user: Pick<User, 'role' | 'teamId' | 'teamIds'>): string {
  const names = teamsOf(user).map((t) => t.name);
  return names.length ? names.join(', ') : '—';
}
