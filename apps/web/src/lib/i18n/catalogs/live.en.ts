/** Pushes to this device (lib/live/push-device.ts, the sidebar's switch). */
export const liveEn = {
  pushOn: 'Notify me on this device',
  pushOff: 'Stop notifications on this device',
  pushDenied: 'Notifications are blocked for this site in the browser settings',
  pushFailed: 'Notifications could not be turned on: {{reason}}',
};
