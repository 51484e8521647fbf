import { contract } from '@crm/contracts';
import { mountRoute } from '../../http/mount-route';
import type { RouteModule } from '../../http/route-module';
import {
  createPropertyInterest,
  deletePropertyInterest,
  listPropertyInterests,
  updatePropertyInterest,
} from './lookup.service';

export const lookupRoutes: RouteModule = (app, { authenticate }) => {
  const routes = contract.lookups;
  mountRoute(app, routes.listPropertyInterests, authenticate, () => listPropertyInterests());
  mountRoute(app, routes.createPropertyInterest, authenticate, ({ body }) => createPropertyInterest(body));
  mountRoute(app, routes.updatePropertyInterest, authenticate, ({ params, body }) =>
    updatePropertyInterest(params.id, body),
  );
  mountRoute(app, routes.removePropertyInterest, authenticate, ({ params }) => deletePropertyInterest(params.id));
};
