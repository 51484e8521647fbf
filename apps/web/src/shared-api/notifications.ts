import { queryRoots } from '../lib/query-keys';

/** Spec section 9: the list holds the latest 50. */
export const NOTIFICATION_LIMIT = 50;

/**
 * The notification query keys. The reads and writes are the notifications feature's
 * (features/notifications/api/); the keys are here because lead writes (features/leads/api/)
 * refresh the notices too.
 */
export const notificationKeys = {
  all: queryRoots.notifications,
  list: () => [...queryRoots.notifications, { limit: NOTIFICATION_LIMIT }] as const,
};
