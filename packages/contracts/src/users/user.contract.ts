import { defineRoute, FILE_RESPONSE } from '../common/route';
import { IMPORT_BODY_BYTES, idParams, importBody, importResult, okResponse } from '../common/primitives';
import { paginated } from '../common/pagination';
import { rolesFor } from '../auth/policies';
import { createUserBody, listUsersQuery, updateUserBody, userSchema } from './user.schema';

const managers = rolesFor('users:manage');

export const usersContract = {
  list: defineRoute({
    method: 'GET',
    path: '/api/users',
    summary: 'Users, searchable by name or email, filterable by role',
    roles: managers,
    query: listUsersQuery,
    response: paginated(userSchema),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/users',
    summary: 'Create a user',
    roles: managers,
    body: createUserBody,
    response: userSchema,
    status: 201,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/users/:id',
    summary: 'Edit a user (team, active flag, optional new password)',
    roles: managers,
    params: idParams,
    body: updateUserBody,
    response: userSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/users/:id',
    summary: 'Delete a user; their leads, tasks and messages stay',
    roles: managers,
    params: idParams,
    response: okResponse,
  }),
  exportXlsx: defineRoute({
    method: 'GET',
    path: '/api/users/export',
    summary: 'All users as an xlsx sheet (never a password hash)',
    roles: managers,
    response: FILE_RESPONSE,
  }),
  importXlsx: defineRoute({
    method: 'POST',
    path: '/api/users/import',
    summary: 'Create users from an xlsx/xls sheet; answers a per-row report',
    roles: managers,
    body: importBody,
    maxBodyBytes: IMPORT_BODY_BYTES,
    response: importResult,
  }),
};
