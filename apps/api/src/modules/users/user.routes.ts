import { USER_IMPORT_COLUMNS } from '@crm/contracts';
import { templateFile } from '../../lib/spreadsheet';
import type { contract } from '@crm/contracts';
import type { RouteModule } from '../../core/route-module';
import { createUser, deleteUser, listUsers, updateUser } from './user.service';
import { exportUsers, importUsers, previewUserImport } from './user.transfer';
import { resetAccess } from './user.invitation';

export const userRoutes: RouteModule<typeof contract.users> = ({ config }) => ({
  exportXlsx: () => exportUsers(),
  importXlsx: ({ user, body }) => importUsers(user, body, config),
  previewImport: ({ user, body }) => previewUserImport(user, body, config),
  importTemplate: ({ query }) =>
    templateFile('Users', `users-template-${query.lang}.xlsx`, USER_IMPORT_COLUMNS, query.lang),
  list: ({ query }) => listUsers(query),
  create: ({ user, body }) => createUser(user, body, config),
  update: ({ user, params, body }) => updateUser(user, params.id, body, config),
  resetAccess: ({ user, params }) => resetAccess(user, params.id, config.bcryptRounds),
  remove: ({ user, params }) => deleteUser(user, params.id),
});
