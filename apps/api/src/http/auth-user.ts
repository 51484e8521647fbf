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
