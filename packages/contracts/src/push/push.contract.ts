import { defineRoute } from '../common/route';
import { okResponse } from '../common/primitives';
import { ROLES } from '../auth/roles';
import { pushPublicKeyResponse, pushSubscriptionBody, pushUnsubscribeBody } from './push.schema';

/** Web Push for the installed app: each person subscribes their own devices. */
export const pushContract = {
  publicKey: defineRoute({
    method: 'GET',
    path: '/api/push/public-key',
    summary: "The portal's VAPID public key (the browser's applicationServerKey)",
    roles: ROLES,
    // The first caller of a new portal makes the pair (kept in the database for every instance).
    writesOnFirstUse: true,
    response: pushPublicKeyResponse,
  }),
  subscribe: defineRoute({
    method: 'POST',
    path: '/api/push/subscriptions',
    summary: "Keep this device's push subscription for the caller (https on a known push service only)",
    roles: ROLES,
    body: pushSubscriptionBody,
    status: 201,
    response: okResponse,
  }),
  unsubscribe: defineRoute({
    method: 'DELETE',
    path: '/api/push/subscriptions',
    summary: "Forget one of the caller's push subscriptions (on sign-out)",
    roles: ROLES,
    body: pushUnsubscribeBody,
    response: okResponse,
  }),
};
