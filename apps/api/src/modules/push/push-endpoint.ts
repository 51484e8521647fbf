/** The push services browsers use (Chrome/Edge's FCM, Firefox's autopush, Safari's, Windows'). */
const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com'];
const PUSH_SERVICE_DOMAINS = ['.push.apple.com', '.notify.windows.com'];

/**
 * Whether the server may post to `endpoint`: https on a known push service (default port, no
 * credentials), or an origin listed in PUSH_EXTRA_ENDPOINTS. Anything else (an internal address,
 * the portal itself, file:) is never requested, so a subscription cannot aim the server at them.
 */
export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname.toLowerCase();
  return PUSH_SERVICE_HOSTS.includes(host) || PUSH_SERVICE_DOMAINS.some((domain) => host.endsWith(domain));
}
