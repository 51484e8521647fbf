import { z } from 'zod';
import { defineRoute } from '../common/route';
import { recordRoutes } from '../common/record-routes';
import { rolesFor } from '../auth/policies';
import { teamMessageBody, teamMessageResult } from '../chats/chat.schema';
import {
  deleteTeamResponse,
  myTeamsResponse,
  setTeamMembersBody,
  teamMemberSchema,
  teamNameBody,
  teamSchema,
} from './team.schema';

const teams = recordRoutes('/api/teams', { read: rolesFor('teams:read'), write: rolesFor('teams:manage') });

export const teamsContract = {
  list: teams.list({ summary: 'All teams (CEO/Admin) or the teams a Manager runs', response: z.array(teamSchema) }),
  my: defineRoute({
    method: 'GET',
    path: '/api/teams/my',
    summary: "The caller's team(s) with members and their lead counts",
    roles: rolesFor('myTeam:view'),
    response: myTeamsResponse,
  }),
  create: teams.create({ summary: 'Create a team', body: teamNameBody, response: teamSchema }),
  rename: teams.update({ summary: 'Rename a team', body: teamNameBody, response: teamSchema }),
  remove: teams.remove({
    summary: 'Delete a team; members and leads stay, without this team',
    response: deleteTeamResponse,
  }),
  members: teams.get({
    path: '/api/teams/:id/members',
    summary: 'Members of a team with their lead counts',
    response: z.array(teamMemberSchema),
  }),
  setMembers: teams.update({
    path: '/api/teams/:id/members',
    summary: 'Set the members of a team (Supervisors and Agents move here; Managers add it)',
    body: setTeamMembersBody,
    response: z.array(teamMemberSchema),
  }),
  message: defineRoute({
    method: 'POST',
    path: '/api/teams/message',
    summary:
      "A subject and message to members of the caller's team(s) (all, or those chosen); each gets it as a chat message",
    roles: rolesFor('teams:message'),
    body: teamMessageBody,
    response: teamMessageResult,
    status: 201,
  }),
};
