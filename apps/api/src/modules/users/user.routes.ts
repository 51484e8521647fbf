import { contract } from '@crm/contracts';
import { mountRoute } from '../../http/mount-route';
import type { RouteModule } from '../../http/route-module';
import { createUser, deleteUser, listUsers, updateUser } from './user.service';
import { exportUsers, importUsers } from './user.transfer';

export const userRoutes: RouteModule = (app, { config, authenticate }) => {
  const routes = contract.users;
  mountRoute(app, routes.exportXlsx, authenticate, () => exportUsers());
  mountRoute(app, routes.importXlsx, authenticate, ({ user, body }) => importUsers(user, body.dataUrl, config));
  mountRoute(app, routes.list, authenticate, ({ query }) => listUsers(query));
  mountRoute(app, routes.create, authenticate, ({ user, body }) => createUser(user, body, config));
  mountRoute(app, routes.update, authenticate, ({ user, params, body }) => updateUser(user, params.id, body, config));
  mountRoute(app, routes.remove, authenticate, ({ user, params }) => deleteUser(user, params.id));
};
