import { z } from 'zod';
import { defineRoute, FILE_RESPONSE } from '../common/route';
import { recordRoutes } from '../common/record-routes';
import { importRoutes } from '../common/import-routes';
import { idParams, importResult } from '../common/primitives';
import { paginated } from '../common/pagination';
import { rolesFor } from '../auth/policies';
import { createUserBody, listUsersQuery, updateUserBody } from './user.schema';
import { createdUserResponse, invitationSchema, managedUserSchema } from './invitation.schema';

/** A users import's report, with the sign-in links of the users it added without a password. */
export const userImportResult = importResult.extend({ invitations: z.array(invitationSchema) });
export type UserImportResult = z.infer<typeof userImportResult>;

const managers = rolesFor('users:manage');
const users = recordRoutes('/api/users', managers);

export const usersContract = {
  list: users.list({
    summary: 'Users, searchable by name or email, filterable by role',
    query: listUsersQuery,
    response: paginated(managedUserSchema),
  }),
  create: users.create({
    summary: 'Create a user; without a password, answers their one-time sign-in link (invitation)',
    body: createUserBody,
    response: createdUserResponse,
  }),
  update: users.update({
    summary: 'Edit a user (team, active flag, optional new password)',
    body: updateUserBody,
    response: managedUserSchema,
  }),
  resetAccess: defineRoute({
    method: 'POST',
    path: '/api/users/:id/invitation',
    summary: "A new one-time sign-in link: voids the user's password, earlier link and every session",
    roles: managers,
    params: idParams,
    response: invitationSchema,
  }),
  remove: users.remove({ summary: 'Delete a user; their leads, tasks and messages stay' }),
  exportXlsx: defineRoute({
    method: 'GET',
    path: '/api/users/export',
    summary: 'All users as an xlsx sheet (never a password hash)',
    roles: managers,
    response: FILE_RESPONSE,
  }),
  ...importRoutes('/api/users', managers, {
    summary: "Create users from an xlsx/xls sheet; answers a per-row report and the new users' sign-in links",
    response: userImportResult,
  }),
};
