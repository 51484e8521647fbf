/** Every route of the portal: `path` for the router, `href` for links. */
export const paths = {
  login: { path: '/login', href: () => '/login' },
  dashboard: { path: '/', href: () => '/' },
  myTeam: { path: '/my-team', href: () => '/my-team' },
  users: { path: '/users', href: () => '/users' },
  teams: { path: '/teams', href: () => '/teams' },
  leads: { path: '/leads', href: () => '/leads' },
  campaigns: { path: '/campaigns', href: () => '/campaigns' },
  tasks: { path: '/tasks', href: () => '/tasks' },
  resaleUnits: { path: '/resale-units', href: () => '/resale-units' },
  chats: { path: '/chats', href: () => '/chats' },
  chat: { path: '/chats/:threadId', href: (userId: string) => `/chats/${encodeURIComponent(userId)}` },
  notifications: { path: '/notifications', href: () => '/notifications' },
} as const;

export const BRAND_NAME = 'Agency CRM';
