import { useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export const meQueryKey = () => [...queryRoots.me];

export const getMe = () => apiRequest(contract.auth.me);

/** The signed-in user as the server knows it now (role, name, teams may have changed). */
export function useMe({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: meQueryKey(), queryFn: getMe, enabled, staleTime: 60_000 });
}
