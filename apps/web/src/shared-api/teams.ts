import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../lib/api-client';
import { queryRoots } from '../lib/query-keys';

/**
 * Every team-derived query key (user and lead writes refresh some of them). The teams list is here
 * because the leads and users screens pick a team from it; a Supervisor's or Manager's own teams and
 * a team's members are the teams feature's (features/teams/api/).
 */
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
};

export const useTeams = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...teamQueries.list(), enabled });

/**
 * After a write that changes lead counts (a lead created, assigned, deleted, restored or imported):
 * the member lists that show them. Team lists count members, not leads, and stay.
 */
export const teamLeadCountKeys = () => [teamKeys.my(), teamKeys.members()];
