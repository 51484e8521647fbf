import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { invalidateTeamData } from './invalidate-team-data';

export const deleteTeam = (id: string) => apiRequest(contract.teams.remove, { params: { id } });

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTeam, onSuccess: () => invalidateTeamData(queryClient, { users: true }) });
}
