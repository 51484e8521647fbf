import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../lib/api-client';
import { queryRoots } from '../lib/query-keys';

/** Spec section 9: the list holds the latest 50; counters refresh every 60 s. */
export const NOTIFICATION_LIMIT = 50;
export const NOTIFICATION_POLL_MS = 60_000;

export const notificationKeys = {
  all: queryRoots.notifications,
  list: () => [...queryRoots.notifications, { limit: NOTIFICATION_LIMIT }] as const,
};

export const notificationQueries = {
  /** The latest notifications and the unread count. The badge and the screen share this one query. */
  list: () =>
    queryOptions({
      queryKey: notificationKeys.list(),
      queryFn: () => apiRequest(contract.notifications.list, { query: { limit: NOTIFICATION_LIMIT } }),
    }),
};

export const useNotifications = ({ poll = false }: { poll?: boolean } = {}) =>
  useQuery({ ...notificationQueries.list(), refetchInterval: poll ? NOTIFICATION_POLL_MS : false });
