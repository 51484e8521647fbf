import { useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const teamMembersQueryKey = (teamId: string) => [...queryRoots.teams, teamId, 'members'] as const;

export const getTeamMembers = (teamId: string) => apiRequest(contract.teams.members, { params: { id: teamId } });

export const useTeamMembers = (teamId: string) =>
  useQuery({ queryKey: teamMembersQueryKey(teamId), queryFn: () => getTeamMembers(teamId), staleTime: 0 });
