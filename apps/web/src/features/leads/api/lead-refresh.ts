import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Lead, Paginated } from '@crm/contracts';
import { leadKeys } from '../../../shared-api/leads';
import { notificationKeys } from '../../../shared-api/notifications';
import { teamLeadCountKeys } from '../../../shared-api/teams';
import { deletedLeadKeys } from './get-deleted-leads';

/**
 * What each lead write changes, by name. Lists and today's follow-ups show any lead; the summary
 * counts statuses and follow-ups; sources and the created series change only when leads come, go
 * or move team; notifications follow status, interest and assignee changes (and hide with a deleted
 * lead); member lists carry lead counts.
 */
export const leadRefresh = {
  created: (): QueryKey[] => [
    leadKeys.lists(),
    leadKeys.followUpsToday(),
    leadKeys.missedFollowUps(),
    leadKeys.stats(),
    ...teamLeadCountKeys(),
  ],
  imported: (): QueryKey[] => leadRefresh.created(),
  /** Status, interest, privacy or follow-up fields (each recorded on the lead's timeline). */
  updated: (id: string): QueryKey[] => [
    leadKeys.lists(),
    leadKeys.detail(id),
    leadKeys.history(id),
    leadKeys.followUpsToday(),
    leadKeys.missedFollowUps(),
    leadKeys.summaries(),
    notificationKeys.all,
  ],
  assigned: (id: string): QueryKey[] => [
    leadKeys.lists(),
    leadKeys.detail(id),
    leadKeys.history(id),
    leadKeys.followUpsToday(),
    leadKeys.missedFollowUps(),
    leadKeys.stats(),
    notificationKeys.all,
    ...teamLeadCountKeys(),
  ],
  /** Deleted or restored: the lead, its feedback and its notifications go or come back. */
  removedOrRestored: (id: string): QueryKey[] => [
    ...leadRefresh.assigned(id),
    leadKeys.feedback(id),
    deletedLeadKeys.all,
  ],
};

/** Puts the server's copy of a changed lead into every cached page that shows it (no flicker). */
export function replaceLeadInLists(queryClient: QueryClient, lead: Lead) {
  queryClient.setQueriesData<Paginated<Lead>>({ queryKey: leadKeys.lists() }, (page) =>
    page ? { ...page, items: page.items.map((item) => (item._id === lead._id ? lead : item)) } : page,
  );
}
