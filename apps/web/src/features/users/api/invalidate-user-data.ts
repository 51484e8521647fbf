import type { QueryClient } from '@tanstack/react-query';
import { invalidateKeys } from '../../../lib/query-keys';
import { teamKeys } from '../../../shared-api/teams';
import { userKeys } from '../../../shared-api/users';

/** Users appear in teams (member counts, member lists), so user writes refresh both. */
export const invalidateUserData = (queryClient: QueryClient) =>
  invalidateKeys(queryClient, [userKeys.lists(), teamKeys.all]);
