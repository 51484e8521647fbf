type Query = Record<string, string | undefined>;

/** `path?query`, leaving out blank values (and the `?` when nothing is left). */
const withQuery = (path: string, query: Query = {}) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
};

/** Every route of the portal: `path` for the router, `href` for links (with a query where it takes one). */
export const paths = {
  login: { path: '/login', href: () => '/login' },
  /** Where a user signed in with a password someone else chose picks their own. */
  choosePassword: { path: '/choose-password', href: () => '/choose-password' },
  /** Where a sign-in link opens; its token rides in the fragment, which never reaches the server. */
  /** A sign-in link; `lang`: the language its welcome screen opens in (the admin's, who sent it). */
  welcome: {
    path: '/welcome',
    href: (token: string, lang?: 'en' | 'ar') =>
      `/welcome#invitation=${encodeURIComponent(token)}${lang ? `&lang=${lang}` : ''}`,
  },
  dashboard: { path: '/', href: (scope?: { teamId?: string; assignedTo?: string }) => withQuery('/', scope) },
  myTeam: { path: '/my-team', href: () => '/my-team' },
  users: { path: '/users', href: () => '/users' },
  teams: { path: '/teams', href: () => '/teams' },
  leads: { path: '/leads', href: (filters?: Query) => withQuery('/leads', filters) },
  lead: { path: '/leads/:id', href: (id: string) => `/leads/${encodeURIComponent(id)}` },
  /** The CEO's list of leads exports (a fixed segment: the router ranks it before `/leads/:id`). */
  leadExports: { path: '/leads/exports', href: () => '/leads/exports' },
  /** CEO and Admin: the deleted leads, to restore (a fixed segment, ranked before `/leads/:id`). */
  deletedLeads: { path: '/leads/deleted', href: () => '/leads/deleted' },
  campaigns: { path: '/campaigns', href: () => '/campaigns' },
  tasks: { path: '/tasks', href: () => '/tasks' },
  resaleUnits: { path: '/resale-units', href: (filters?: Query) => withQuery('/resale-units', filters) },
  resaleUnit: { path: '/resale-units/:id', href: (id: string) => `/resale-units/${encodeURIComponent(id)}` },
  chats: { path: '/chats', href: () => '/chats' },
  chat: { path: '/chats/:threadId', href: (userId: string) => `/chats/${encodeURIComponent(userId)}` },
  notifications: { path: '/notifications', href: () => '/notifications' },
  imports: { path: '/imports', href: () => '/imports' },
  /** The CEO's Settings (the backups). */
  settings: { path: '/settings', href: () => '/settings' },
  /** CEO and Admin: website forms and Facebook pages whose leads arrive by themselves, and their deliveries. */
  leadSources: { path: '/lead-sources', href: () => '/lead-sources' },
  leadRouting: { path: '/lead-routing', href: () => '/lead-routing' },
} as const;

export const BRAND_NAME = 'Agency CRM';
