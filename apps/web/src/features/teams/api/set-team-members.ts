import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { invalidateTeamData } from './invalidate-team-data';

export const setTeamMembers = ({ id, memberIds }: { id: string; memberIds: string[] }) =>
  apiRequest(contract.teams.setMembers, { params: { id }, body: { memberIds } });

export function useSetTeamMembers() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setTeamMembers, onSuccess: () => invalidateTeamData(queryClient, { users: true }) });
}
