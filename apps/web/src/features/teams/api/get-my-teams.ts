import { useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const myTeamsQueryKey = () => [...queryRoots.teams, 'my'] as const;

export const getMyTeams = () => apiRequest(contract.teams.my);

/** A Supervisor's team or a Manager's teams, each with members and their lead counts. */
export const useMyTeams = () => useQuery({ queryKey: myTeamsQueryKey(), queryFn: getMyTeams });
