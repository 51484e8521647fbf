import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../lib/api-client';
import { queryRoots } from '../lib/query-keys';

export const teamKeys = {
  all: queryRoots.teams,
  list: () => [...queryRoots.teams, 'list'] as const,
  my: () => [...queryRoots.teams, 'my'] as const,
  /** Every team's member list (each member carries a lead count). */
  members: () => [...queryRoots.teams, 'members'] as const,
  membersOf: (teamId: string) => [...teamKeys.members(), teamId] as const,
};

export const teamQueries = {
  /** All teams (CEO/Admin) or the teams a Manager runs, with member counts. */
  list: () => queryOptions({ queryKey: teamKeys.list(), queryFn: () => apiRequest(contract.teams.list) }),
  /** A Supervisor's team or a Manager's teams, each with members and their lead counts. */
  my: () => queryOptions({ queryKey: teamKeys.my(), queryFn: () => apiRequest(contract.teams.my) }),
  members: (teamId: string) =>
    queryOptions({
      queryKey: teamKeys.membersOf(teamId),
      queryFn: () => apiRequest(contract.teams.members, { params: { id: teamId } }),
      staleTime: 0,
    }),
};

export const useTeams = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...teamQueries.list(), enabled });
export const useMyTeams = () => useQuery(teamQueries.my());
export const useTeamMembers = (teamId: string) => useQuery(teamQueries.members(teamId));

/**
 * After a write that changes lead counts (a lead created, assigned, deleted, restored or imported):
 * the member lists that show them. Team lists count members, not leads, and stay.
 */
export const teamLeadCountKeys = () => [teamKeys.my(), teamKeys.members()];
