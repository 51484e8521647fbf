import type { Role } from '@crm/contracts';

/** The signed-in caller, as services see it. */
export interface AuthUser {
  _id: string;
  name: string;
  email: string;
  role: Role;
  /** Team of a Supervisor or Agent. */
  teamId: string | null;
  /** Teams a Manager runs. */
  teamIds: string[];
  /** Still signed in with a password someone else chose: only routes marked allowedBeforePasswordChange are open. */
  mustChangePassword?: boolean;
}

/** A stored user as the caller services see (ids as strings). */
export function authUserOf(user: {
  _id: unknown;
  name: string;
  email: string;
  role: Role;
  teamId?: unknown;
  teamIds?: unknown[] | null;
  mustChangePassword?: boolean | null;
}): AuthUser {
  return {
    _id: String(user._id),
    name: user.name,
    email: user.email,
    role: user.role,
    teamId: user.teamId ? String(user.teamId) : null,
    teamIds: (user.teamIds ?? []).map(String),
    mustChangePassword: user.mustChangePassword ?? false,
  };
}
