import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { invalidateTeamData } from './invalidate-team-data';

export const createTeam = (name: string) => apiRequest(contract.teams.create, { body: { name } });

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTeam, onSuccess: () => invalidateTeamData(queryClient) });
}
