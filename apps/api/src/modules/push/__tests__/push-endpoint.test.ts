import { isAllowedPushEndpoint } from '../push-endpoint';

const STAND_IN = 'http://127.0.0.1:9555';

describe('isAllowedPushEndpoint', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:APA91b',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAA',
    'https://web.push.apple.com/QGuQyavXutnMx',
    'https://wns2-db5p.notify.windows.com/w/?token=BQYAAAB',
    `${STAND_IN}/push/1`,
  ])('accepts %s', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, [STAND_IN])).toBe(true);
  });

  it.each([
    ['the cloud metadata address', 'https://169.254.169.254/latest/meta-data/'],
    ['plain http to a push service', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['another port on a push service', 'https://fcm.googleapis.com:8443/fcm/send/abc'],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.test/fcm/send/abc'],
    ['a host merely ending like Apple', 'https://evilpush.apple.com/x'],
    ['an unknown https host', 'https://push.example.com/x'],
    ['the portal itself', 'http://127.0.0.1:4000/api/users'],
    ['the stand-in on another port', 'http://127.0.0.1:9556/push/1'],
    ['credentials in the address', 'https://user:pw@fcm.googleapis.com/fcm/send/abc'],
    ['a file', 'file:///etc/passwd'],
    ['not an address', 'fcm.googleapis.com/fcm/send'],
  ])('refuses %s', (_what, endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, [STAND_IN])).toBe(false);
  });
});
