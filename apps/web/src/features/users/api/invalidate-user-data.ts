import type { QueryClient } from '@tanstack/react-query';
import { invalidateKeys } from '../../../lib/query-keys';
import { teamKeys } from '../../../reads/teams';
import { userKeys } from '../../../reads/users';

/** Users appear in teams (member counts, member lists), so user writes refresh both. */
export const invalidateUserData = (queryClient: QueryClient) =>
  invalidateKeys(queryClient, [userKeys.lists(), teamKeys.all]);
