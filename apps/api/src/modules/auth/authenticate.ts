import type { Request } from 'express';
import type { Authenticators } from '../../core/authenticators';
import { confirmedCaller, presumedCaller, subjectOf } from './session';

const bearerOf = (req: Request) => {
  const header = req.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
};

/** Any failure is a 401 the web client answers by signing out. */
export function authenticate(jwtSecret: string): Authenticators {
  return {
    async first(req, _res, next) {
      try {
        req.user = await confirmedCaller(subjectOf(bearerOf(req), jwtSecret));
        next();
      } catch (err) {
        next(err);
      }
    },
    async alongside(req, _res, next) {
      try {
        const subject = subjectOf(bearerOf(req), jwtSecret);
        const presumed = presumedCaller(subject);
        if (presumed) {
          req.user = presumed;
          req.callerConfirmed = confirmedCaller(subject);
          // Awaited before the answer; this only keeps a refusal from counting as unhandled meanwhile.
          req.callerConfirmed.catch(() => undefined);
        } else {
          req.user = await confirmedCaller(subject);
        }
        next();
      } catch (err) {
        next(err);
      }
    },
  };
}
