import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@crm/contracts';
import { userQueries } from '../../../shared-api/users';

/** People who can be put in a team: the users list searched on the server (the agency may have hundreds). */
export const useMemberCandidates = (search: string) =>
  useQuery(userQueries.list({ search: search || undefined, limit: MAX_PAGE_SIZE }));
