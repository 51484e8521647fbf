import type { QueryClient } from '@tanstack/react-query';
import { invalidateKeys } from '../../../lib/query-keys';
import { teamKeys } from '../../../shared-api/teams';
import { userKeys } from '../../../shared-api/users';

/** Team writes change the teams' lists and members; `users` when user rows show the change (team names). */
export const invalidateTeamData = (queryClient: QueryClient, { users = false } = {}) =>
  invalidateKeys(queryClient, users ? [teamKeys.all, userKeys.lists()] : [teamKeys.all]);
