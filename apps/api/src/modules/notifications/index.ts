// Notifications: telling people what others did to their leads (listening to the leads' events), the
// speed-to-lead watcher's notices to Supervisors, and export notices. Each person's list is read by the routes alone.
export { NotificationModel } from './notification.model';
export { notifyLeadsExported, notifyBackupProblem } from './notification.write';
export { type LeadChangeNotice } from './notification.batch';
export { listenToLeadEvents } from './notification.listeners';
export { startFirstContactWatch } from './first-contact-watch';
