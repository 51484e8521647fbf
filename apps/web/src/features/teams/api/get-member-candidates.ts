import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contract, MAX_PAGE_SIZE } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** Under the users root: any user write refreshes the picker too. */
export const memberCandidatesQueryKey = (search: string) => [...queryRoots.users, 'member-candidates', search] as const;

/** People who can be put in a team, searched on the server (the agency may have hundreds). */
export const getMemberCandidates = (search: string) =>
  apiRequest(contract.users.list, { query: { search: search || undefined, limit: MAX_PAGE_SIZE } });

export const useMemberCandidates = (search: string) =>
  useQuery({
    queryKey: memberCandidatesQueryKey(search),
    queryFn: () => getMemberCandidates(search),
    placeholderData: keepPreviousData,
  });
