import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from '../../../shared-api/teams';

/** One team's members, each with a lead count (always asked afresh). */
export const teamMembersQuery = (teamId: string) =>
  queryOptions({
    queryKey: teamKeys.membersOf(teamId),
    queryFn: () => apiRequest(contract.teams.members, { params: { id: teamId } }),
    staleTime: 0,
  });

export const useTeamMembers = (teamId: string) => useQuery(teamMembersQuery(teamId));
