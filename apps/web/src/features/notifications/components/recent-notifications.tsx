import { useId, useRef } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-error';
import { useNotifications } from '../api/get-notifications';
import { usePropertyInterests } from '../../../shared-api/lookups';
import { useReadNotification } from '../api/read-notification';
import { NotificationItem } from './notification-item';
import { SectionError } from './section-error';
import { SectionSkeleton } from './section-skeleton';
import { useT } from '../../../lib/i18n';

/** "Recently Assigned/Updated": the latest 50 changes to the caller's leads, unread ones highlighted. */
export function RecentNotifications() {
  const { t } = useT();
  const titleId = useId();
  const toast = useToast();
  const { data, error, isPending, refetch, dataUpdatedAt } = useNotifications({ poll: true });
  const readNotification = useReadNotification();
  const interests = usePropertyInterests();
  // A row can be opened by more than one click before the list refetches; send one request each.
  const sent = useRef(new Set<string>());

  const handleOpen = (id: string) => {
    if (sent.current.has(id)) return;
    sent.current.add(id);
    readNotification.mutate(id, {
      onError: (err) => {
        sent.current.delete(id);
        toast.error(errorMessage(err, 'Update failed'));
      },
    });
  };

  const now = new Date(dataUpdatedAt || 0);
  return (
    <Card
      title={t('notifications.recent')}
      labelledBy={titleId}
      actions={
        data && data.unread > 0 ? (
          <Badge tone="primary">
            <bdi>{t('notifications.unreadCount', { count: data.unread })}</bdi>
          </Badge>
        ) : undefined
      }
    >
      {isPending ? (
        <SectionSkeleton rows={4} label={t('notifications.loadingNotifications')} />
      ) : error && !data ? (
        <SectionError error={error} onRetry={() => void refetch()} retryFor={t('notifications.retryNotifications')} />
      ) : data.items.length === 0 ? (
        <EmptyState>
          <bdi>{t('notifications.noRecent')}</bdi>
        </EmptyState>
      ) : (
        <ul className="item-list item-list--notices">
          {data.items.map((notification) => (
            <NotificationItem
              key={notification._id}
              notification={notification}
              now={now}
              onOpen={handleOpen}
              interests={interests.data}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}
