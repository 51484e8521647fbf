import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Roots of the query keys. Each domain's key factory (src/shared-api/<domain>.ts; the signed-in
 * user's in features/auth/api/get-me.ts) builds every key under one of these, and each write names
 * the precise keys it changes, so a feature never re-declares another's reads.
 */
export const queryRoots = {
  me: ['auth', 'me'],
  users: ['users'],
  teams: ['teams'],
  lookups: ['lookups'],
  /** Lists, details, feedback, assignees and the dashboard's figures. */
  leads: ['leads'],
  notifications: ['notifications'],
  /** Resale units: lists, details and their figures. */
  units: ['units'],
  settings: ['settings'],
  /** Threads (with the sidebar's unread total), conversations, the new-chat picker's people. */
  chats: ['chats'],
  tasks: ['tasks'],
  campaigns: ['campaigns'],
  /** Spreadsheet imports: the Imports list and the caller's running import. */
  imports: ['imports'],
  /** Lead intake: its sources and the deliveries log (CEO, Admin). */
  intake: ['intake'],
  /** Lead routing: its rules (CEO, Admin). */
  routing: ['routing'],
} as const;

/**
 * Refreshes the named queries (each key also covers the keys it prefixes) after a write. A first
 * load still in flight is cancelled first: invalidating would otherwise join it, and it may have
 * left before the write (feedback added while its log was still loading did not show).
 */
export const invalidateKeys = (queryClient: QueryClient, keys: readonly QueryKey[]) =>
  Promise.all(
    keys.map(async (queryKey) => {
      await queryClient.cancelQueries({ queryKey, predicate: (query) => query.state.data === undefined });
      await queryClient.invalidateQueries({ queryKey });
    }),
  );
