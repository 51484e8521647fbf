import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../../../lib/api-client';
import { useLivePollInterval } from '../../../lib/live/live-stream-state';
import { NOTIFICATION_LIMIT, notificationKeys } from '../../../shared-api/notifications';

/** Spec section 9: counters refresh every 60 s. */
export const NOTIFICATION_POLL_MS = 60_000;

/** The latest notifications and the unread count. The badge and the screen share this one query. */
export const notificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: () => apiRequest(contract.notifications.list, { query: { limit: NOTIFICATION_LIMIT } }),
  });

/** Polled every 60 s, less often while the live stream tells of new notices. */
export function useNotifications({ poll = false }: { poll?: boolean } = {}) {
  const interval = useLivePollInterval(NOTIFICATION_POLL_MS);
  return useQuery({ ...notificationsQuery(), refetchInterval: poll ? interval : false });
}
