// Users: the agency's staff accounts, their roles and teams.
export { USER_TEAM_POPULATE, UserModel, type UserDoc } from './user.model';
export { membersOf } from './user.members';
export { voidSharedPasswords } from './shared-password-migration';
export { undoUserImport } from './user.import-undo';
