import mongoose from 'mongoose';
import type { Request } from 'express';
import type { contract } from '@crm/contracts';
import type { RouteModule } from '../../core/route-module';
import { changePassword, currentUser, login } from './auth.service';
import { LoginLimiter, RateLimitedError } from './login-limiter';
import { addressKey } from './address-key';
import { deviceCookieKey, deviceOf, rememberDevice } from './device-cookie';

/** Sends Retry-After along with a 429 (the error middleware writes the body). */
const withRetryAfter = async <T>(req: Request, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (err) {
    if (err instanceof RateLimitedError) req.res?.setHeader('Retry-After', String(err.retryAfterSeconds));
    throw err;
  }
};

export const authRoutes: RouteModule<typeof contract.auth> = ({ config }) => {
  const limiter = new LoginLimiter(mongoose.connection);
  const deviceKey = deviceCookieKey(config.jwtSecret);
  const attemptFrom = (req: Request) => ({
    limiter,
    address: addressKey(req.ip),
    deviceFor: (email: string) => deviceOf(req, email, deviceKey),
    remember: (email: string) => rememberDevice(req, email, deviceKey),
  });
  return {
    login: ({ body, req }) => withRetryAfter(req, () => login(body, config, attemptFrom(req))),
    me: ({ user }) => currentUser(user),
    changePassword: ({ user, body, req }) =>
      withRetryAfter(req, () => changePassword(user, body, config, attemptFrom(req))),
  };
};
