import { passwordProblem, ROLES, type CreateUserBody, type Role, type UpdateUserBody, type User } from '@crm/contracts';

/** The alert of spec section 5 when a new user's fields are not valid. */
export const NEW_USER_INVALID = 'Please fill valid name/email and password >= 6';

/** "A simple pattern": something@something.something, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
}

export const emptyUserForm = (): UserFormValues => ({
  name: '',
  email: '',
  password: '',
  role: 'Agent',
  teamId: '',
  teamIds: [],
});

export const isValidEmail = (email: string) => EMAIL_PATTERN.test(email.trim());

/** The password policy's message for a typed password; none for an empty one (the default, or unchanged). */
export const optionalPasswordProblem = (password: string, email: string) =>
  password === '' ? null : passwordProblem(password, email);

/** Managers run many teams, Supervisors and Agents belong to one, CEO and Admin to none. */
export type TeamMode = 'many' | 'one' | 'none';
export const teamModeFor = (role: Role): TeamMode =>
  role === 'Manager' ? 'many' : role === 'Supervisor' || role === 'Agent' ? 'one' : 'none';

/** The alert text when the add row cannot be sent (spec's, or the password policy's), or null when it can. */
export function validateNewUser(values: Pick<UserFormValues, 'name' | 'email' | 'password'>): string | null {
  if (values.name.trim() === '' || !isValidEmail(values.email)) return NEW_USER_INVALID;
  return optionalPasswordProblem(values.password, values.email);
}

/** The team list travels only for Managers; other roles send their one team. */
export function toCreateUserBody(values: UserFormValues): CreateUserBody {
  const body: CreateUserBody = { name: values.name.trim(), email: values.email.trim(), role: values.role };
  if (values.password) body.password = values.password;
  const mode = teamModeFor(values.role);
  if (mode === 'many') body.teamIds = values.teamIds;
  if (mode === 'one' && values.teamId) body.teamId = values.teamId;
  return body;
}

/** Edit dialog: Save stays disabled until the name is filled and the email is valid (and a typed password passes the policy). */
export const canSaveUserEdit = (values: Pick<UserFormValues, 'name' | 'email' | 'password'>) =>
  values.name.trim() !== '' && isValidEmail(values.email) && !optionalPasswordProblem(values.password, values.email);

export function toUpdateUserBody(values: UserFormValues, active: boolean): UpdateUserBody {
  const body: UpdateUserBody = { name: values.name.trim(), email: values.email.trim(), role: values.role, active };
  const mode = teamModeFor(values.role);
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
});

/** Only a CEO may give or manage the CEO role (the API refuses an Admin). */
export const roleOptionsFor = (callerRole: Role): Role[] =>
  callerRole === 'CEO' ? [...ROLES] : ROLES.filter((r) => r !== 'CEO');

export const canEditUser = (caller: Pick<User, 'role'>, target: Pick<User, 'role'>) =>
  target.role !== 'CEO' || caller.role === 'CEO';

/** Nobody deletes their own account. */
export const canDeleteUser = (caller: Pick<User, '_id' | 'role'>, target: Pick<User, '_id' | 'role'>) =>
  canEditUser(caller, target) && caller._id !== target._id;

export function teamsLabel(user: Pick<User, 'role' | 'teamId' | 'teamIds'>): string {
  const names = user.role === 'Manager' ? user.teamIds.map((t) => t.name) : user.teamId ? [user.teamId.name] : [];
  return names.length ? names.join(', ') : '—';
}
