import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contract, type Role } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export interface UsersQuery {
  search?: string;
  role?: Role;
  page: number;
  limit: number;
}

export const usersQueryKey = (query: UsersQuery) => [...queryRoots.users, 'list', query] as const;

export const getUsers = (query: UsersQuery) => apiRequest(contract.users.list, { query });

/** One page of users; the previous page stays on screen while the next loads. */
export function useUsers(query: UsersQuery) {
  return useQuery({
    queryKey: usersQueryKey(query),
    queryFn: () => getUsers(query),
    placeholderData: keepPreviousData,
  });
}
