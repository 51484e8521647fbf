import type { contract } from '@crm/contracts';
import type { RouteModule } from '../../core/route-module';
import { subscribe, unsubscribe } from './push.service';
import { vapidKeysOf } from './vapid-keys';

export const pushRoutes: RouteModule<typeof contract.push> = ({ config }) => ({
  publicKey: async () => ({ publicKey: (await vapidKeysOf(config.push)).publicKey }),
  subscribe: ({ user, body }) => subscribe(user, body, config.push),
  unsubscribe: ({ user, body }) => unsubscribe(user, body.endpoint),
});
