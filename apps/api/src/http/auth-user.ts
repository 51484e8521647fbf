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
}
