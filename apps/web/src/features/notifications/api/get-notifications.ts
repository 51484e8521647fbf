import { useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** Spec section 9: the list holds the latest 50; counters refresh every 60 s. */
export const NOTIFICATION_LIMIT = 50;
export const NOTIFICATION_POLL_MS = 60_000;

/** Under the leads root: a lead write that invalidates ['leads'] refreshes the list and the badge. */
export const notificationsQueryKey = () =>
  [...queryRoots.leads, 'notifications', { limit: NOTIFICATION_LIMIT }] as const;

export const getNotifications = () =>
  apiRequest(contract.leads.notifications, { query: { limit: NOTIFICATION_LIMIT } });

/** The latest notifications and the unread count. The badge and the screen share this one query. */
export const useNotifications = ({ poll = false }: { poll?: boolean } = {}) =>
  useQuery({
    queryKey: notificationsQueryKey(),
    queryFn: getNotifications,
    refetchInterval: poll ? NOTIFICATION_POLL_MS : false,
  });
