import type { RequestHandler } from 'express';
import type { Config } from '../config/env';
import type { Logger } from '../lib/logger';

export const UNTRUSTED_FORWARDED_FOR_WARNING =
  'Requests carry X-Forwarded-For but TRUST_PROXY is off: the portal is behind a proxy it does not trust, ' +
  "so every client looks like the proxy's one address and the per-address sign-in limits count them all " +
  'together. Set TRUST_PROXY to the proxy (e.g. 1 or loopback); see README, Configuration.';

/**
 * With TRUST_PROXY off, a request carrying X-Forwarded-For means a proxy in front that nobody told the
 * portal about: warns once, at the first such request, then steps aside. Null when TRUST_PROXY is on.
 */
export function warnOnUntrustedForwardedFor(trustProxy: Config['trustProxy'], logger: Logger): RequestHandler | null {
  if (trustProxy !== false && trustProxy !== 0) return null;
  let warned = false;
  return (req, _res, next) => {
    if (!warned && req.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      logger.warn({ from: req.socket.remoteAddress }, UNTRUSTED_FORWARDED_FOR_WARNING);
    }
    next();
  };
}
