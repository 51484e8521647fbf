// Notifications: telling a lead's assignee what others changed. Each person's list is read by the routes alone.
export { NotificationModel } from './notification.model';
export { notifyLeadChange, notifyLeadsExported, setLeadNotificationsHidden } from './notification.write';
export { notifyLeadChanges, setManyLeadNotificationsHidden, type LeadChangeNotice } from './notification.batch';
export { listenToLeadEvents } from './notification.listeners';
export { firstContactWatchTick, startFirstContactWatch } from './first-contact-watch';
