import crypto from 'node:crypto';
import net from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import { forbidden } from '../../errors/app-error';

export const METRICS_REFUSED = 'Metrics are served to this machine or with the metrics token';

/** Headers a proxy adds: a proxy on this machine makes public requests arrive from loopback. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/** 127.0.0.0/8, ::1, and IPv4 loopback written as IPv6 (`::ffff:127.0.0.1`, a dual-stack socket). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (net.isIPv4(v4)) return v4.startsWith('127.');
  return address === '::1';
}

/** Equal or not in the same time whatever the guess: both sides hashed first, so lengths match too. */
export function tokenMatches(given: string, expected: string): boolean {
  const digest = (value: string) => crypto.createHash('sha256').update(value, 'utf8').digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

export interface MetricsCaller {
  /** The socket's peer, never req.ip: TRUST_PROXY must not let a header claim to be local. */
  remoteAddress: string | undefined;
  headers: IncomingHttpHeaders;
}

/**
 * Who may read /metrics: a caller sending `Authorization: Bearer <METRICS_TOKEN>`; or, sending no
 * Authorization at all, a process on this machine reached directly (a loopback peer and no proxy
 * header). A wrong token is refused even from this machine, so a misconfigured scraper shows.
 */
export function mayReadMetrics(caller: MetricsCaller, metricsToken: string | undefined): boolean {
  const authorization = caller.headers.authorization;
  if (authorization !== undefined) {
    const [scheme, token, ...rest] = authorization.trim().split(/\s+/);
    if (!metricsToken || scheme?.toLowerCase() !== 'bearer' || !token || rest.length > 0) return false;
    return tokenMatches(token, metricsToken);
  }
  return isLoopback(caller.remoteAddress) && PROXY_HEADERS.every((name) => caller.headers[name] === undefined);
}

/** Refuses (403, the API's error shape) whoever `mayReadMetrics` does not admit. */
export const metricsAccess =
  (metricsToken: string | undefined): RequestHandler =>
  (req, _res, next) =>
    next(
      mayReadMetrics({ remoteAddress: req.socket.remoteAddress, headers: req.headers }, metricsToken)
        ? undefined
        : forbidden(METRICS_REFUSED),
    );
