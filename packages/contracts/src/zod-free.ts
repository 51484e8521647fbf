/**
 * What the web needs before any schema: the sign-in page, the session and the api client's core
 * import `@crm/contracts/zod-free`, so drawing /login loads neither zod nor the schemas (vite.config.ts
 * keeps these modules out of the contracts chunk). The schemas are built from these constants, so
 * each lives once. Keep this module and what it re-exports free of zod.
 */
export * from './common/error-codes';
export * from './common/value-labels';
export * from './auth/password-strength-texts';
export * from './users/sign-in-state';
// route.ts imports zod's types only: the api client sets the header without loading a schema.
export { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER, OFFLINE_MAX_AGE_MS } from './common/route';

export const ROLES = ['CEO', 'Admin', 'Manager', 'Supervisor', 'Agent'] as const;

/** The sign-in route (`contract.auth.login`): the login form posts here without the route table. */
export const LOGIN_PATH = '/api/auth/login';
/** The sign-in link's routes (`contract.invitations`), posted by a screen that loads no route table either. */
export const INVITATION_PATHS = { preview: '/api/auth/invitation', accept: '/api/auth/invitation/accept' } as const;

/** The fields of a user (`userSchema`, which must declare exactly these): all the browser stores of one. */
export const SESSION_USER_FIELDS = [
  '_id',
  'name',
  'email',
  'role',
  'teamId',
  'teamIds',
  'active',
  'mustChangePassword',
  'createdAt',
  'updatedAt',
] as const;
export type SessionUserField = (typeof SESSION_USER_FIELDS)[number];

// The leads screen reads its URL without zod (the schema, listLeadsQuery, is built from the same constants).
export * from './leads/lead-list-fields';
export * from './common/text-limits';
export * from './common/object-id';
export * from './common/page-count';
