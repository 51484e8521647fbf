/** The accessible name of the Notifications link: "Notifications" or "Notifications, 3 unread". */
export const notificationsLabel = (unread: number) =>
  unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';

/** What fits in the little badge. */
export const badgeText = (unread: number) => (unread > 99 ? '99+' : String(unread));
