import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../lib/api-client';
import { queryRoots } from '../lib/query-keys';
import type { QueryOf } from './request-types';

export type UsersQuery = QueryOf<typeof contract.users.list>;

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

export const useUsers = (query: UsersQuery) => useQuery(userQueries.list(query));
