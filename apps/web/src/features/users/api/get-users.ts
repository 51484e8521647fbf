import { useQuery } from '@tanstack/react-query';
import { userQueries, type UsersQuery } from '../../../shared-api/users';

/** The users screen's page of users (the query is shared with the team member picker). */
export const useUsers = (query: UsersQuery) => useQuery(userQueries.list(query));
