import { useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const teamsQueryKey = () => [...queryRoots.teams, 'list'] as const;

export const getTeams = () => apiRequest(contract.teams.list);

/** All teams (CEO/Admin) or the teams a Manager runs, with member counts. */
export function useTeams({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: teamsQueryKey(), queryFn: getTeams, enabled });
}
