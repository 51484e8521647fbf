import { PASSWORD_CHANGE_REQUIRED, type Role } from '@crm/contracts';
import { AppError } from '../errors/app-error';

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

/**
 * The author of a change nobody made by hand (lead routing, a lead source): named as the part of
 * the portal that made it; its id is no one's, so every person concerned is told of the change.
 */
export const systemActor = (name: string): AuthUser => ({
  _id: '000000000000000000000000',
  name,
  email: '',
  role: 'Admin',
  teamId: null,
  teamIds: [],
});

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

/** Whether two views of a caller would let a route answer alike (same person, role, teams, gate). */
export function sameCaller(a: AuthUser, b: AuthUser): boolean {
  return (
    a._id === b._id &&
    a.name === b.name &&
    a.email === b.email &&
    a.role === b.role &&
    a.teamId === b.teamId &&
    (a.mustChangePassword ?? false) === (b.mustChangePassword ?? false) &&
    a.teamIds.length === b.teamIds.length &&
    a.teamIds.every((id, i) => id === b.teamIds[i])
  );
}

/** Answered on every route but the own user and the password change while mustChangePassword is set. */
export const passwordChangeRequired = () =>
  new AppError(PASSWORD_CHANGE_REQUIRED, 'Please choose a new password first');
