import { z } from 'zod';
import { defineRoute } from '../common/route';
import { idParams } from '../common/primitives';
import { rolesFor } from '../auth/policies';
import { messageSchema, teamMessageBody } from '../chats/chat.schema';
import {
  deleteTeamResponse,
  myTeamsResponse,
  setTeamMembersBody,
  teamMemberSchema,
  teamNameBody,
  teamSchema,
} from './team.schema';

const writers = rolesFor('teams:manage');
const readers = rolesFor('teams:read');

export const teamsContract = {
  list: defineRoute({
    method: 'GET',
    path: '/api/teams',
    summary: 'All teams (CEO/Admin) or the teams a Manager runs',
    roles: readers,
    response: z.array(teamSchema),
  }),
  my: defineRoute({
    method: 'GET',
    path: '/api/teams/my',
    summary: "The caller's team(s) with members and their lead counts",
    roles: rolesFor('myTeam:view'),
    response: myTeamsResponse,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/teams',
    summary: 'Create a team',
    roles: writers,
    body: teamNameBody,
    response: teamSchema,
    status: 201,
  }),
  rename: defineRoute({
    method: 'PUT',
    path: '/api/teams/:id',
    summary: 'Rename a team',
    roles: writers,
    params: idParams,
    body: teamNameBody,
    response: teamSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/teams/:id',
    summary: 'Delete a team; members and leads stay, without this team',
    roles: writers,
    params: idParams,
    response: deleteTeamResponse,
  }),
  members: defineRoute({
    method: 'GET',
    path: '/api/teams/:id/members',
    summary: 'Members of a team with their lead counts',
    roles: readers,
    params: idParams,
    response: z.array(teamMemberSchema),
  }),
  setMembers: defineRoute({
    method: 'PUT',
    path: '/api/teams/:id/members',
    summary: 'Set the members of a team (Supervisors and Agents move here; Managers add it)',
    roles: writers,
    params: idParams,
    body: setTeamMembersBody,
    response: z.array(teamMemberSchema),
  }),
  message: defineRoute({
    method: 'POST',
    path: '/api/teams/message',
    summary: 'A subject and message to a member of the caller team(s); it arrives as a chat message',
    roles: rolesFor('teams:message'),
    body: teamMessageBody,
    response: messageSchema,
    status: 201,
  }),
};
