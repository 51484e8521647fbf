import { listenToLeadEvents as commentsListen } from './modules/comments';
import { listenToLeadEvents as notificationsListen } from './modules/notifications';
import { listenToLeadEvents as tasksListen } from './modules/tasks';
import { listenToLeadEvents as unitsListen } from './modules/units';
import { listenToLeadEvents as routingListen, routingSettingsOf } from './modules/routing';
import { listenForLiveEvents } from './modules/live';
import { listenForPushes } from './modules/push';
import { createLogger } from './lib/logger';
import type { Config } from './config/env';

let wired = false;

/**
 * The composition root of the domain events (core/events.ts): which modules listen to which. Once
 * per process, before the first request (createApp calls it), whatever the number of apps made.
 */
export function wireListeners(config: Config) {
  if (wired) return;
  wired = true;
  notificationsListen();
  commentsListen();
  tasksListen();
  unitsListen();
  routingListen(routingSettingsOf(config));
  // Last: it counts the notices the listeners above have written.
  listenForLiveEvents();
  listenForPushes(config.push, createLogger(config.logLevel));
}
