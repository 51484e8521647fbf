import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../lib/api-client';
import { queryRoots } from '../lib/query-keys';
import type { QueryOf } from './request-types';

export type UsersQuery = QueryOf<typeof contract.users.list>;

/**
 * The user query keys (team writes refresh the lists: rows show team names) and the users list,
 * which the users screen (features/users/api/get-users.ts) and the team member picker
 * (features/teams/api/get-member-candidates.ts) both search.
 */
export const userKeys = {
  all: queryRoots.users,
  lists: () => [...queryRoots.users, 'list'] as const,
  list: (query: UsersQuery) => [...userKeys.lists(), query] as const,
};

export const userQueries = {
  /** One page of users (searched on the server); the previous page stays on screen while the next loads. */
  list: (query: UsersQuery) =>
    queryOptions({
      queryKey: userKeys.list(query),
      queryFn: () => apiRequest(contract.users.list, { query }),
      placeholderData: keepPreviousData,
    }),
};
