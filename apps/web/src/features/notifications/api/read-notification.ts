import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contract } from '@crm/contracts/routes';
import { type RouteResponse } from '@crm/contracts';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from '../../../shared-api/notifications';

type NotificationsData = RouteResponse<typeof contract.notifications.list>;
const notificationsQueryKey = notificationKeys.list;

export const readNotification = (id: string) => apiRequest(contract.notifications.read, { params: { id } });

/** Marks one notification read: the item and the badge change at once, then the list is refetched. */
export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotification,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey() });
      const previous = queryClient.getQueryData<NotificationsData>(notificationsQueryKey());
      if (previous) {
        const now = new Date().toISOString();
        queryClient.setQueryData<NotificationsData>(notificationsQueryKey(), {
          items: previous.items.map((n) => (n._id === id && !n.read ? { ...n, read: true, readAt: now } : n)),
          unread: previous.items.some((n) => n._id === id && !n.read)
            ? Math.max(0, previous.unread - 1)
            : previous.unread,
        });
      }
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(notificationsQueryKey(), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey() }),
  });
}
