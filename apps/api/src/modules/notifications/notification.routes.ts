import type { contract } from '@crm/contracts';
import type { RouteModule } from '../../core/route-module';
import { listNotifications, markNotificationRead } from './notification.service';

export const notificationRoutes: RouteModule<typeof contract.notifications> = () => ({
  list: ({ user, query }) => listNotifications(user, query.limit),
  read: ({ user, params }) => markNotificationRead(user, params.id),
});
