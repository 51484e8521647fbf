import { contract } from '@crm/contracts';
import type { RouteModule } from '../../http/route-module';
import { mountRoute } from '../../http/mount-route';
import { currentUser, login } from './auth.service';
import { loginLimiter } from './login-limiter';

export const authRoutes: RouteModule = (app, { config, authenticate }) => {
  mountRoute(app, contract.auth.login, authenticate, ({ body }) => login(body, config), [loginLimiter()]);
  mountRoute(app, contract.auth.me, authenticate, ({ user }) => currentUser(user));
};
