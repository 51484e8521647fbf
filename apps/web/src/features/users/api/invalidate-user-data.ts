import type { QueryClient } from '@tanstack/react-query';
import { invalidateKeys, queryRoots } from '../../../lib/query-keys';
import { teamKeys } from '../../../shared-api/teams';
import { userKeys } from '../../../shared-api/users';

/**
 * Users appear in teams (member counts, member lists), so user writes refresh both; and the caller
 * may have renamed themselves, which the sidebar shows (the session follows `GET /api/auth/me`).
 */
export const invalidateUserData = (queryClient: QueryClient) =>
  invalidateKeys(queryClient, [userKeys.lists(), teamKeys.all, [...queryRoots.me]]);
