import { contract } from '@crm/contracts';
import { mountRoute } from '../../http/mount-route';
import type { RouteModule } from '../../http/route-module';
import { createTeam, deleteTeam, listTeams, myTeams, renameTeam, setTeamMembers, teamMembers } from './team.service';

export const teamRoutes: RouteModule = (app, { authenticate }) => {
  const routes = contract.teams;
  mountRoute(app, routes.my, authenticate, ({ user }) => myTeams(user));
  mountRoute(app, routes.list, authenticate, ({ user }) => listTeams(user));
  mountRoute(app, routes.create, authenticate, ({ body }) => createTeam(body.name));
  mountRoute(app, routes.rename, authenticate, ({ params, body }) => renameTeam(params.id, body.name));
  mountRoute(app, routes.remove, authenticate, ({ params }) => deleteTeam(params.id));
  mountRoute(app, routes.members, authenticate, ({ user, params }) => teamMembers(user, params.id));
  mountRoute(app, routes.setMembers, authenticate, ({ params, body }) => setTeamMembers(params.id, body.memberIds));
};
