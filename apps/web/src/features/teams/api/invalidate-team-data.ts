import type { QueryClient } from '@tanstack/react-query';
import { queryRoots } from '../../../lib/query-keys';

/** Team writes change member counts and the teams shown beside each user. */
export const invalidateTeamData = (queryClient: QueryClient, { users = false } = {}) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryRoots.teams }),
    users && queryClient.invalidateQueries({ queryKey: queryRoots.users }),
  ]);
