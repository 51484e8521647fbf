import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { teamKeys } from '../../../shared-api/teams';

/** A Supervisor's team or a Manager's teams, each with members and their lead counts. */
export const myTeamsQuery = () =>
  queryOptions({ queryKey: teamKeys.my(), queryFn: () => apiRequest(contract.teams.my) });

export const useMyTeams = () => useQuery(myTeamsQuery());
