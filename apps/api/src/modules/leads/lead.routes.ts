import { contract } from '@crm/contracts';
import { mountRoute } from '../../http/mount-route';
import type { RouteModule } from '../../http/route-module';
import { listNotifications, markNotificationRead } from '../notifications/notification.service';
import { importLeads } from './lead.import';
import {
  assignLead,
  createLead,
  deleteLead,
  getLead,
  listAssignees,
  listLeads,
  restoreLead,
  updateLead,
} from './lead.service';
import { createdSeries, leadSources, leadsSummary } from './lead.stats';

export const leadRoutes: RouteModule = (app, { config, authenticate }) => {
  const routes = contract.leads;
  const tz = config.timeZone;
  // Fixed paths first: /api/leads/:id would otherwise swallow them.
  mountRoute(app, routes.summary, authenticate, ({ user, query }) => leadsSummary(user, query, tz));
  mountRoute(app, routes.sources, authenticate, ({ user, query }) => leadSources(user, query, tz));
  mountRoute(app, routes.created, authenticate, ({ user, query }) => createdSeries(user, query, tz));
  mountRoute(app, routes.notifications, authenticate, ({ user, query }) => listNotifications(user, query.limit));
  mountRoute(app, routes.readNotification, authenticate, ({ user, params }) => markNotificationRead(user, params.id));
  mountRoute(app, routes.assignees, authenticate, ({ user, query }) => listAssignees(user, query.search));
  mountRoute(app, routes.importXlsx, authenticate, ({ user, body }) => importLeads(user, body.dataUrl));
  mountRoute(app, routes.list, authenticate, ({ user, query }) => listLeads(user, query, tz));
  mountRoute(app, routes.create, authenticate, ({ user, body }) => createLead(user, body));
  mountRoute(app, routes.get, authenticate, ({ user, params }) => getLead(user, params.id));
  mountRoute(app, routes.update, authenticate, ({ user, params, body }) => updateLead(user, params.id, body));
  mountRoute(app, routes.remove, authenticate, ({ user, params }) => deleteLead(user, params.id));
  mountRoute(app, routes.restore, authenticate, ({ params }) => restoreLead(params.id));
  mountRoute(app, routes.assign, authenticate, ({ user, params, body }) => assignLead(user, params.id, body.userId));
};
