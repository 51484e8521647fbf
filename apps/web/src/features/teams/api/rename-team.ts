import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { invalidateTeamData } from './invalidate-team-data';

export const renameTeam = ({ id, name }: { id: string; name: string }) =>
  apiRequest(contract.teams.rename, { params: { id }, body: { name } });

export function useRenameTeam() {
  const queryClient = useQueryClient();
  // Users show their team names, so they refresh too.
  return useMutation({ mutationFn: renameTeam, onSuccess: () => invalidateTeamData(queryClient, { users: true }) });
}
