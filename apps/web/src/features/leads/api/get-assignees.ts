import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { leadsRoot } from './invalidate-lead-data';

export const assigneesQueryKey = (search: string) => [...leadsRoot, 'assignees', search] as const;

export const getAssignees = (search: string) =>
  apiRequest(contract.leads.assignees, { query: search ? { search } : {} });

/** Who the caller may assign leads to: their team members, or (CEO/Admin) anyone but CEO/Admin. */
export function useAssignees(search = '', { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: assigneesQueryKey(search),
    queryFn: () => getAssignees(search),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
