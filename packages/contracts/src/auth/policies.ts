import type { Role } from './roles';

/**
 * Role-level permissions: one table read by the API (to refuse) and the web (to hide).
 * Rules that also depend on the record (whose lead, which team) are the pure `canX(user, record)`
 * policies beside each domain (`leads/lead.policies.ts`, `users/user.policies.ts`, `teams/team.policies.ts`).
 */
export const PERMISSIONS = {
  'users:manage': ['CEO', 'Admin'],
  'teams:manage': ['CEO', 'Admin'],
  'teams:read': ['CEO', 'Admin', 'Manager'],
  /** `GET /api/teams/my` and the /my-team page: a Supervisor's team, a Manager's teams. */
  'myTeam:view': ['Manager', 'Supervisor'],
  /** `POST /api/teams/message`: to a member of their own team(s) (chats/chat.policies.ts). */
  'teams:message': ['Manager', 'Supervisor'],
  'lookups:manage': ['CEO', 'Admin'],
  'leads:delete': ['CEO', 'Admin'],
  'leads:convert': ['CEO', 'Admin'],
  /** Merge a duplicate into a lead (its records move, it is deleted). */
  'leads:merge': ['CEO', 'Admin'],
  'leads:assign': ['CEO', 'Admin', 'Manager', 'Supervisor'],
  'leads:reopen': ['CEO', 'Admin', 'Manager', 'Supervisor'],
  'leads:chooseTeam': ['CEO', 'Admin', 'Manager'],
  /**
   * "Add anyway" a client whose lead the caller cannot see (a colleague's private client). Agents
   * may not: in a brokerage a client's ownership is money; they ask their Supervisor instead.
   */
  'leads:addUnseenDuplicate': ['CEO', 'Admin', 'Manager', 'Supervisor'],
  /** `POST /api/leads/client-requests`: ask one's Supervisor for a client a colleague holds. */
  'leads:requestClient': ['Agent'],
  /** Assign to anyone active but CEO/Admin (others: members of their teams), also when adding a lead. */
  'leads:assignAnyone': ['CEO', 'Admin'],
  /** Set a new lead's source; Manager and Supervisor leads are always Organic. */
  'leads:chooseSource': ['CEO', 'Admin', 'Agent'],
  /** `GET /api/leads/export`: the filtered list as an .xlsx that imports back (each one is recorded). */
  'leads:export': ['CEO', 'Admin'],
  /** `GET /api/leads/exports`: who exported which leads, when; the CEO is told of each export by another. */
  'leads:viewExports': ['CEO'],
  'comments:reply': ['CEO', 'Admin', 'Manager', 'Supervisor'],
  'tasks:create': ['CEO', 'Admin', 'Manager', 'Supervisor'],
  'campaigns:read': ['CEO', 'Admin', 'Manager'],
  'campaigns:write': ['CEO', 'Admin'],
  'units:admin': ['CEO', 'Admin'],
  'units:transfer': ['CEO', 'Admin', 'Manager'],
  /** Lead sources (website forms, Facebook pages) and the log of their deliveries. */
  'intake:manage': ['CEO', 'Admin'],
  /** Lead routing rules, their dry run, and who is away. */
  'routing:manage': ['CEO', 'Admin'],
  /** Every import in the Imports list, and undo of any (others: their own, for a day). */
  'imports:all': ['CEO', 'Admin'],
  /** The backups' state in Settings and the newest backup's download: the whole agency's data. */
  'backups:manage': ['CEO'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export const rolesFor = (permission: Permission): readonly Role[] => PERMISSIONS[permission];

export function can(user: { role: Role } | null | undefined, permission: Permission): boolean {
  if (!user) return false;
  return (PERMISSIONS[permission] as readonly Role[]).includes(user.role);
}

/** The caller as record policies see them, ids as strings: the API's AuthUser is one as it is. */
export interface PolicyUser {
  _id: string;
  role: Role;
  /** The one team of a Supervisor or Agent. */
  teamId: string | null;
  /** The teams a Manager runs. */
  teamIds: readonly string[];
}
