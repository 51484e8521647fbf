import { rateLimit, ipKeyGenerator } from 'express-rate-limit';
import type { ErrorResponse } from '@crm/contracts';

/** Failed sign-ins per account and address; successful ones do not count. */
export const loginLimiter = (maxFailures = 10, windowMs = 15 * 60_000) =>
  rateLimit({
    windowMs,
    limit: maxFailures,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => {
      const email = typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : '';
      return `${ipKeyGenerator(req.ip ?? '')}|${email}`;
    },
    handler: (_req, res) => {
      const body: ErrorResponse = {
        message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
        code: 'RATE_LIMITED',
      };
      res.status(429).json(body);
    },
  });
