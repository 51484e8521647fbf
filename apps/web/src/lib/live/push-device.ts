import { contract } from '@crm/contracts/routes';
import { apiRequest } from '../api-client';
import { sendRequest } from '../api-fetch';
import { getToken } from '../session';

/** Whether this browser can take pushes (an installed app on iOS 16.4+, most others). */
export const pushSupported = () =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof window !== 'undefined' &&
  'PushManager' in window &&
  'Notification' in window;

/** The VAPID public key (base64url) as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** This device's subscription, if the person turned pushes on here. */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Asks the browser's permission, subscribes this device, and tells the portal (notices worded in `language`). */
export async function subscribeThisDevice(language: 'en' | 'ar'): Promise<'on' | 'denied'> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const { publicKey } = await apiRequest(contract.push.publicKey);
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  const { endpoint, keys } = subscription.toJSON();
  await apiRequest(contract.push.subscribe, {
    body: { endpoint: endpoint ?? '', keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' }, language },
  });
  return 'on';
}

/**
 * Stops pushes to this device: the portal forgets it (with the token read now, before a sign-out
 * clears it) and the browser drops the subscription. Never throws: signing out must not wait on it.
 */
export async function forgetThisDevice(): Promise<void> {
  const token = getToken();
  try {
    const subscription = await deviceSubscription();
    if (!subscription) return;
    if (token)
      await sendRequest({
        method: 'DELETE',
        url: contract.push.unsubscribe.path,
        withToken: false,
        headers: { Authorization: `Bearer ${token}` },
        body: { endpoint: subscription.endpoint },
      }).catch(() => undefined);
    await subscription.unsubscribe();
  } catch {
    // No service worker or no network: the push service's 410 removes the subscription later.
  }
}
