import type { contract } from '@crm/contracts';
import type { RouteModule } from '../../core/route-module';
import { sendTeamMessage } from '../chats';
import { createTeam, deleteTeam, listTeams, myTeams, renameTeam, setTeamMembers, teamMembers } from './team.service';

export const teamRoutes: RouteModule<typeof contract.teams> = () => ({
  my: ({ user }) => myTeams(user),
  list: ({ user }) => listTeams(user),
  create: ({ body }) => createTeam(body.name),
  rename: ({ params, body }) => renameTeam(params.id, body.name),
  remove: ({ user, params }) => deleteTeam(user, params.id),
  members: ({ user, params }) => teamMembers(user, params.id),
  setMembers: ({ params, body }) => setTeamMembers(params.id, body.memberIds),
  message: ({ user, body }) => sendTeamMessage(user, body),
});
