// Push: Web Push to a person's installed app (VAPID keys, device subscriptions, pushes for a lead
// assigned to them, sent to known push services only).
export { pushRoutes } from './push.routes';
export { listenForPushes } from './push.listeners';
