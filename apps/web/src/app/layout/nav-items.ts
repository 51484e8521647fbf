import { ROLES, rolesFor, type Role } from '@crm/contracts';
import { paths } from '../../config/paths';

export type NavKey =
  | 'dashboard'
  | 'myTeam'
  | 'users'
  | 'teams'
  | 'leads'
  | 'campaigns'
  | 'tasks'
  | 'resaleUnits'
  | 'chats'
  | 'imports'
  | 'leadSources'
  | 'leadRouting'
  | 'settings';

export interface NavItem {
  key: NavKey;
  label: string;
  to: string;
}

/** Who may open a page but gets no sidebar item for it. */
const without = (roles: readonly Role[], others: readonly Role[]) => roles.filter((role) => !others.includes(role));

/** The sidebar of spec section 2, in its order; who sees what comes from the contracts' permission table. */
const NAV: (NavItem & { roles: readonly Role[] })[] = [
  { key: 'dashboard', label: 'Dashboard', to: paths.dashboard.href(), roles: ROLES },
  // A Manager may open /my-team too, but finds their teams under Teams: the spec gives the item to Supervisors.
  {
    key: 'myTeam',
    label: 'Team',
    to: paths.myTeam.href(),
    roles: without(rolesFor('myTeam:view'), rolesFor('teams:read')),
  },
  { key: 'users', label: 'Users', to: paths.users.href(), roles: rolesFor('users:manage') },
  { key: 'teams', label: 'Teams', to: paths.teams.href(), roles: rolesFor('teams:read') },
  { key: 'leads', label: 'Leads', to: paths.leads.href(), roles: ROLES },
  { key: 'campaigns', label: 'Campaigns', to: paths.campaigns.href(), roles: rolesFor('campaigns:read') },
  { key: 'tasks', label: 'Tasks', to: paths.tasks.href(), roles: ROLES },
  { key: 'resaleUnits', label: 'Resale Units', to: paths.resaleUnits.href(), roles: ROLES },
  { key: 'chats', label: 'Chats', to: paths.chats.href(), roles: ROLES },
  // Beyond the spec's sidebar, for those who oversee the agency's data: every spreadsheet import, with
  // undo. Others reach their own imports from an import's report.
  { key: 'imports', label: 'Imports', to: paths.imports.href(), roles: rolesFor('imports:all') },
  // Where leads arrive by themselves (website forms, Facebook pages), for those who set them up.
  { key: 'leadSources', label: 'Lead sources', to: paths.leadSources.href(), roles: rolesFor('intake:manage') },
  // Who gets each arriving lead: the ordered routing rules.
  { key: 'leadRouting', label: 'Lead routing', to: paths.leadRouting.href(), roles: rolesFor('routing:manage') },
  // The CEO's Settings: the backups of the agency's data.
  { key: 'settings', label: 'Settings', to: paths.settings.href(), roles: rolesFor('backups:manage') },
];

export function navItemsFor(role: Role): NavItem[] {
  return NAV.filter((item) => item.roles.includes(role)).map(({ key, label, to }) => ({ key, label, to }));
}
