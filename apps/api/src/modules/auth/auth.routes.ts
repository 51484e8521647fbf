import mongoose from 'mongoose';
import type { Request } from 'express';
import { contract } from '@crm/contracts';
import type { RouteModule } from '../../http/route-module';
import { mountRoute } from '../../http/mount-route';
import { changePassword, currentUser, login } from './auth.service';
import { LoginLimiter, RateLimitedError } from './login-limiter';
import { addressKey } from './address-key';

/** Sends Retry-After along with a 429 (the error middleware writes the body). */
const withRetryAfter = async <T>(req: Request, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (err) {
    if (err instanceof RateLimitedError) req.res?.setHeader('Retry-After', String(err.retryAfterSeconds));
    throw err;
  }
};

export const authRoutes: RouteModule = (app, { config, authenticate }) => {
  const limiter = new LoginLimiter(mongoose.connection);
  const attemptFrom = (req: Request) => ({ limiter, address: addressKey(req.ip) });

  mountRoute(app, contract.auth.login, authenticate, ({ body, req }) =>
    withRetryAfter(req, () => login(body, config, attemptFrom(req))),
  );
  mountRoute(app, contract.auth.me, authenticate, ({ user }) => currentUser(user));
  mountRoute(app, contract.auth.changePassword, authenticate, ({ user, body, req }) =>
    withRetryAfter(req, () => changePassword(user, body, config, attemptFrom(req))),
  );
};
