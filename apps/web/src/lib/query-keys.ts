/**
 * Roots of the query keys. Each API file builds its own key under one of these, so a mutation
 * in one feature can invalidate what it changes in another without importing that feature.
 */
export const queryRoots = {
  me: ['auth', 'me'],
  users: ['users'],
  teams: ['teams'],
  lookups: ['lookups'],
  /** Lists, details, feedback, stats and notifications: a lead write refreshes them all. */
  leads: ['leads'],
} as const;
