import type { QueryClient } from '@tanstack/react-query';
import type { Lead, Paginated } from '@crm/contracts';
import { queryRoots } from '../../../lib/query-keys';

/** Root of every lead query key (lists, feedback, assignees, stats, notifications). */
export const leadsRoot = queryRoots.leads;
export const leadListsRoot = [...leadsRoot, 'list'] as const;

/**
 * After a lead write: the lists (and any other lead-derived query under `leads`), and the teams,
 * whose member lists carry lead counts.
 */
export const invalidateLeadData = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: leadsRoot }),
    queryClient.invalidateQueries({ queryKey: queryRoots.teams }),
  ]);

/** Puts the server's copy of a changed lead into every cached page that shows it (no flicker). */
export function replaceLeadInLists(queryClient: QueryClient, lead: Lead) {
  queryClient.setQueriesData<Paginated<Lead>>({ queryKey: leadListsRoot }, (page) =>
    page ? { ...page, items: page.items.map((item) => (item._id === lead._id ? lead : item)) } : page,
  );
}
