import { useInfiniteQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { leadKeys } from '../../../shared-api/leads';

/** Entries per "Load more". */
export const TIMELINE_PAGE_SIZE = 20;

export const getLeadHistory = (leadId: string, page: number) =>
  apiRequest(contract.leads.history, { params: { id: leadId }, query: { page, limit: TIMELINE_PAGE_SIZE } });

/**
 * A lead's timeline, newest first, a page at a time ("Load more" asks for the next). Entries
 * recorded meanwhile push older ones down a page, so a later page may repeat an entry already
 * shown: the screen keeps each entry once (by its id).
 */
export const useLeadHistory = (leadId: string) =>
  useInfiniteQuery({
    queryKey: leadKeys.history(leadId),
    queryFn: ({ pageParam }) => getLeadHistory(leadId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
