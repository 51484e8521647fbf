import { z } from 'zod';
import { defineRoute } from '../common/route';
import { idParams, okResponse } from '../common/primitives';
import { ROLES } from '../auth/roles';
import { portalNotificationSchema } from './notification.schema';

/** Spec section 9: the list holds the latest 50 by default, at most 200. */
export const notificationListQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

/** Lead notifications: their own module; the paths stay under /api/leads (the spec fixes them). */
export const notificationsContract = {
  list: defineRoute({
    method: 'GET',
    path: '/api/leads/notifications',
    summary:
      "Recent lead notifications (all for CEO/Admin, own leads for others), and a CEO's own notices of leads exports",
    roles: ROLES,
    query: notificationListQuery,
    response: z.object({ items: z.array(portalNotificationSchema), unread: z.number().int() }),
  }),
  read: defineRoute({
    method: 'POST',
    path: '/api/leads/notifications/:id/read',
    summary: 'Mark a notification read for the caller',
    roles: ROLES,
    params: idParams,
    response: okResponse,
  }),
};
