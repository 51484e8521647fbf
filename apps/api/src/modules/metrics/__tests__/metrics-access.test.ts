import crypto from 'node:crypto';
import { isLoopback, mayReadMetrics, tokenMatches } from '../metrics-access';

const TOKEN = 'scraper-token-of-enough-length';

describe('isLoopback', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.1', false],
    ['172.17.0.1', false], // the Docker bridge: another machine as far as the portal knows
    ['203.0.113.7', false],
    ['::ffff:203.0.113.7', false],
    ['fe80::1', false],
    ['::', false],
    ['0.0.0.0', false],
    [undefined, false], // a Unix socket, or a connection already gone
  ])('%s -> %s', (address, loopback) => {
    expect(isLoopback(address)).toBe(loopback);
  });
});

describe('mayReadMetrics', () => {
  const local = '127.0.0.1';
  const remote = '198.51.100.4';
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it.each([
    ['this machine, directly', local, {}, TOKEN, true],
    ['this machine, no token configured', local, {}, undefined, true],
    ['this machine through a proxy (X-Forwarded-For)', local, { 'x-forwarded-for': '203.0.113.7' }, TOKEN, false],
    ['this machine through a proxy (Forwarded)', local, { forwarded: 'for=203.0.113.7' }, TOKEN, false],
    ['this machine through a proxy (X-Real-IP)', local, { 'x-real-ip': '203.0.113.7' }, TOKEN, false],
    ['another machine without a token', remote, {}, TOKEN, false],
    ['another machine with the token', remote, bearer(TOKEN), TOKEN, true],
    ['a proxied request with the token', local, { ...bearer(TOKEN), 'x-forwarded-for': '203.0.113.7' }, TOKEN, true],
    ['another machine with a wrong token', remote, bearer('not-the-token-at-all'), TOKEN, false],
    ['this machine with a wrong token', local, bearer('not-the-token-at-all'), TOKEN, false],
    ['a token when none is configured', remote, bearer(TOKEN), undefined, false],
    ['a token followed by more', remote, { authorization: `Bearer ${TOKEN} extra` }, TOKEN, false],
    ['another scheme', local, { authorization: `Token ${TOKEN}` }, TOKEN, false],
  ])('%s', (_who, remoteAddress, headers, metricsToken, allowed) => {
    expect(mayReadMetrics({ remoteAddress, headers }, metricsToken)).toBe(allowed);
  });
});

describe('tokenMatches', () => {
  afterEach(() => jest.restoreAllMocks());

  it('accepts the token and nothing else', () => {
    expect(tokenMatches(TOKEN, TOKEN)).toBe(true);
    for (const guess of ['', TOKEN.slice(0, -1), `${TOKEN}x`, TOKEN.toUpperCase(), ` ${TOKEN}`]) {
      expect(tokenMatches(guess, TOKEN)).toBe(false);
    }
  });

  it('compares in constant time: timingSafeEqual on equal-length digests, whatever the guess', () => {
    const compare = jest.spyOn(crypto, 'timingSafeEqual');
    for (const guess of ['', 'x', TOKEN, `${TOKEN}${'y'.repeat(500)}`]) tokenMatches(guess, TOKEN);
    expect(compare).toHaveBeenCalledTimes(4);
    for (const [given, expected] of compare.mock.calls) {
      expect((given as Buffer).length).toBe(32);
      expect((expected as Buffer).length).toBe(32);
    }
  });
});
