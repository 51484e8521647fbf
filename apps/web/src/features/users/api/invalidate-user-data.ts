import type { QueryClient } from '@tanstack/react-query';
import { queryRoots } from '../../../lib/query-keys';

/** Users appear in teams (member counts, member lists), so user writes refresh both. */
export const invalidateUserData = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryRoots.users }),
    queryClient.invalidateQueries({ queryKey: queryRoots.teams }),
  ]);
